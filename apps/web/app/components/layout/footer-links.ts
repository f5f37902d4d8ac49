/**
 * The footer's columns. SPEC's dead links point at real pages (Popular → all recipes, best rated
 * first; Collections → categories, Join Community → register, Help Center → FAQ, Terms of
 * Service and Cookie Policy → their pages); Blog is left out as there is none.
 */
export interface FooterLink {
  /** Key under `footer.links` in the common namespace. */
  labelKey: string;
  to: string;
}

export interface FooterColumn {
  titleKey: string;
  links: FooterLink[];
}

export const footerColumns: FooterColumn[] = [
  {
    titleKey: 'footer.explore',
    links: [
      { labelKey: 'recipes', to: '/recipes' },
      { labelKey: 'popular', to: '/recipes?sort=rating' },
      { labelKey: 'categories', to: '/categories' },
      { labelKey: 'collections', to: '/categories' },
      { labelKey: 'submitRecipe', to: '/submit-recipe' },
    ],
  },
  {
    titleKey: 'footer.community',
    links: [
      { labelKey: 'joinCommunity', to: '/register' },
      { labelKey: 'newsletter', to: '#newsletter' },
      { labelKey: 'about', to: '/about' },
      { labelKey: 'contact', to: '/contact' },
    ],
  },
  {
    titleKey: 'footer.help',
    links: [
      { labelKey: 'faq', to: '/faq' },
      { labelKey: 'helpCenter', to: '/faq' },
      { labelKey: 'apiDocs', to: '/api/docs' },
      { labelKey: 'privacyPolicy', to: '/privacy-policy' },
      { labelKey: 'termsOfService', to: '/terms' },
      { labelKey: 'cookiePolicy', to: '/cookies' },
    ],
  },
];

export interface SocialLink {
  name: string;
  href: string;
}

export const socialLinks: SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
];

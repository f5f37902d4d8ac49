import type { TaxonomyEntry } from '@recipes/contracts';
import { languages, recipePath } from '@recipes/contracts/plain';
import { canonicalUrl, languageUrl } from './seo.ts';

/** Public pages without data of their own, in the order they appear in the sitemap. */
export const staticSitemapPaths = [
  '/',
  '/recipes',
  '/categories',
  '/about',
  '/faq',
  '/contact',
  '/api/docs',
  '/privacy-policy',
  '/terms',
  '/cookies',
] as const;

export interface SitemapRecipe {
  id: number;
  slug: string;
  updatedAt: string;
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );
}

function urlEntry({ loc, lastmod }: SitemapUrl): string {
  const alternates = [
    ...languages.map((language) => ({ hreflang: language, href: languageUrl(loc, language) })),
    { hreflang: 'x-default', href: loc },
  ];
  return [
    '  <url>',
    `    <loc>${escapeXml(loc)}</loc>`,
    ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
    ...alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`),
    '  </url>',
  ].join('\n');
}

/**
 * The sitemap: static pages, one list per category and every active recipe, each with its
 * language alternates (`?lang=xx`) so search engines find all three translations.
 */
export function sitemapXml(publicUrl: string, recipes: readonly SitemapRecipe[], categories: readonly TaxonomyEntry[]) {
  const urls: SitemapUrl[] = [
    ...staticSitemapPaths.map((path) => ({ loc: canonicalUrl(publicUrl, path) })),
    ...categories.map((category) => ({
      loc: canonicalUrl(publicUrl, `/recipes?category=${encodeURIComponent(category.key)}`),
    })),
    ...recipes.map((recipe) => ({
      loc: canonicalUrl(publicUrl, recipePath({ id: recipe.id, slug: recipe.slug, name: recipe.slug })),
      lastmod: recipe.updatedAt,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map(urlEntry),
    '</urlset>',
    '',
  ].join('\n');
}

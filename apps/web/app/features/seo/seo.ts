import type { MetaDescriptor } from 'react-router';
import { languages, shareImageSize, shareImageUrl, type Language } from '@recipes/contracts/plain';

/** The product's name, used in titles, the footer and structured data. */
export const siteName = 'RecipeShare';

/** SPEC section 9: descriptions are cut to 150 characters plus an ellipsis. */
export const descriptionLength = 150;

/** The default share image (served from apps/web/public) and its size (SPEC: 1200x630). */
export const defaultShareImage = { path: '/og-default.png', width: 1200, height: 630, type: 'image/png' } as const;

const ogLocales: Record<Language, string> = { en: 'en_US', de: 'de_DE', vi: 'vi_VN' };

export interface SeoInput {
  /** The complete document title; use pageTitle() for ordinary pages. */
  title: string;
  description: string;
  /** Used when `description` is blank. */
  fallbackDescription?: string;
  /** The page's path (with any meaningful query, e.g. `/recipes?category=soups`). */
  path: string;
  /** Absolute URL or a same-site path; defaults to the site's share image. */
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'article';
  language: Language;
  publicUrl: string;
  /** Keeps the page out of search results (404s, personal pages). */
  noindex?: boolean;
}

/** "{title} | RecipeShare". */
export function pageTitle(title: string): string {
  return `${title} | ${siteName}`;
}

/** Collapses whitespace and cuts to `max` characters plus '…' when longer. */
export function truncateDescription(text: string, max = descriptionLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max).trimEnd()}…`;
}

/** Absolute URL of a path on this site, with `?lang=` removed (canonical form). */
export function canonicalUrl(publicUrl: string, path: string): string {
  const url = new URL(path, `${publicUrl.replace(/\/$/, '')}/`);
  url.searchParams.delete('lang');
  url.hash = '';
  return url.toString();
}

/** The same page in another language: the canonical URL plus `?lang=xx`. */
export function languageUrl(canonical: string, language: Language): string {
  const url = new URL(canonical);
  url.searchParams.set('lang', language);
  return url.toString();
}

function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : new URL(pathOrUrl, `${publicUrl.replace(/\/$/, '')}/`).toString();
}

/**
 * Everything a public page needs in <head>: title, description, canonical link, Open Graph,
 * Twitter card and hreflang alternates (en, de, vi and x-default).
 */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const description = truncateDescription(
    input.description.trim() ? input.description : (input.fallbackDescription ?? ''),
  );
  const canonical = canonicalUrl(input.publicUrl, input.path);
  // A member's photo is shared as its 1200×630 JPEG crop (the stored WebP is 1600 px wide).
  const sharedPhoto = input.image ? shareImageUrl(input.image) : null;
  const image = absoluteUrl(input.publicUrl, sharedPhoto ?? (input.image || defaultShareImage.path));
  const imageSize = sharedPhoto ? shareImageSize : !input.image ? defaultShareImage : null;
  const imageAlt = input.imageAlt ?? input.title;

  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: imageAlt },
    ...(imageSize
      ? [
          { property: 'og:image:width', content: String(imageSize.width) },
          { property: 'og:image:height', content: String(imageSize.height) },
          { property: 'og:image:type', content: imageSize.type },
        ]
      : []),
    { property: 'og:locale', content: ogLocales[input.language] },
    ...languages
      .filter((language) => language !== input.language)
      .map((language) => ({ property: 'og:locale:alternate', content: ogLocales[language] })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
    ...languages.map((language) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: language,
      href: languageUrl(canonical, language),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: canonical },
  ];
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

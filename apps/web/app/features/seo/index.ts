// The seo feature's public entry: what other features and the layout may import from it.
export { canonicalUrl, defaultShareImage, pageTitle, seoMeta, siteName } from './seo.ts';

import type { MetaDescriptor } from 'react-router';
import { pageTitle, seoMeta } from '../seo/index.ts';
import type { Language } from '@recipes/contracts';

/** What a page's loader hands to its `meta` (see pageMetaData in static-page-data.server.ts). */
export interface PageMetaData {
  language: Language;
  publicUrl: string;
  path: string;
  title: string;
  description: string;
}

/** `meta` for pages whose loader returned pageMetaData(); personal pages stay out of search results. */
export function pageMeta(data: PageMetaData | undefined, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  if (!data) return [];
  return seoMeta({
    title: pageTitle(data.title),
    description: data.description,
    path: data.path,
    language: data.language,
    publicUrl: data.publicUrl,
    noindex: options.noindex,
  });
}

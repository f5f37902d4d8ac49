import type { MetaDescriptor } from 'react-router';
import type { Language } from '@recipes/contracts';
import { seoMeta, siteName } from '../seo/index.ts';

/** What a member page (or one of its lists) hands its `meta`. */
export interface MemberPageSeo {
  language: Language;
  publicUrl: string;
  path: string;
  title: string;
  description: string;
}

/** Meta tags of a member page or one of its lists; an unknown member gets the 404 page's. */
export function memberPageMeta(
  data: MemberPageSeo | undefined,
  options: { image?: string | null; noindex?: boolean } = {},
): MetaDescriptor[] {
  // Unknown member: the root error boundary shows the translated 404 page.
  if (!data) return [{ title: `404 | ${siteName}` }, { name: 'robots', content: 'noindex, follow' }];
  return seoMeta({
    title: data.title,
    description: data.description,
    path: data.path,
    type: 'website',
    language: data.language,
    publicUrl: data.publicUrl,
    ...options,
  });
}

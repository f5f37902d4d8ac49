import type { Route } from './+types/offline.ts';
import { OfflineView } from '../features/offline/OfflineView.tsx';
import { pageTitle, seoMeta } from '../features/seo/seo.ts';
import { languageFromRequest } from '../i18n/request-language.ts';
import { translator } from '../i18n/translate.server.ts';

/** The offline page; the service worker keeps one per language (`/offline?lang=de`, apps/web/sw). */
export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageFromRequest(request);
  const t = translator(language);
  return {
    language,
    publicUrl: context.publicUrl,
    title: t('offline.metaTitle'),
    description: t('offline.message'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: pageTitle(loaderData.title),
        description: loaderData.description,
        path: '/offline',
        language: loaderData.language,
        publicUrl: loaderData.publicUrl,
        noindex: true,
      })
    : [];

export default function OfflineRoute() {
  return <OfflineView />;
}

import { data } from 'react-router';
import type { Route } from './+types/not-found.ts';
import { NotFoundView } from '../components/layout/NotFoundView.tsx';
import { pageTitle, seoMeta } from '../features/seo/seo.ts';
import { languageFromRequest } from '../i18n/request-language.ts';
import { translator } from '../i18n/translate.server.ts';

/** Unknown paths render the translated 404 page with a real 404 status. */
export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageFromRequest(request);
  const t = translator(language);
  const url = new URL(request.url);
  return data(
    {
      language,
      publicUrl: context.publicUrl,
      path: url.pathname,
      title: t('notFound.metaTitle'),
      description: t('notFound.message'),
    },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: pageTitle(loaderData.title),
        description: loaderData.description,
        path: loaderData.path,
        language: loaderData.language,
        publicUrl: loaderData.publicUrl,
        noindex: true,
      })
    : [];

export default function NotFoundRoute() {
  return <NotFoundView />;
}

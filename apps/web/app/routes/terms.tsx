import type { Route } from './+types/terms.ts';
import { StaticPage } from '../features/static-pages/StaticPage.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'pages',
    title: 'terms.title',
    description: 'terms.metaDescription',
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function TermsRoute() {
  return <StaticPage page="terms" legal />;
}

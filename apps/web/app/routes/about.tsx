import type { Route } from './+types/about.ts';
import { AboutPage } from '../features/static-pages/AboutPage.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'pages',
    title: 'about.title',
    description: 'about.metaDescription',
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function AboutRoute() {
  return <AboutPage />;
}

import type { Route } from './+types/faq.ts';
import { FaqPage } from '../features/static-pages/FaqPage.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, { namespace: 'pages', title: 'faq.title', description: 'faq.metaDescription' });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function FaqRoute() {
  return <FaqPage />;
}

import type { Route } from './+types/privacy-policy.ts';
import { StaticPage } from '../features/static-pages/StaticPage.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'pages',
    title: 'privacy.title',
    description: 'privacy.metaDescription',
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function PrivacyPolicyRoute() {
  return <StaticPage page="privacy" legal />;
}

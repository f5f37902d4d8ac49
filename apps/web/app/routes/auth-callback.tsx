import type { Route } from './+types/auth-callback.ts';
import { AuthCallbackView } from '../features/auth/AuthCallbackView.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'account',
    title: 'callback.title',
    description: 'login.metaDescription',
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData, { noindex: true });

export default function AuthCallbackRoute() {
  return <AuthCallbackView />;
}

import type { Route } from './+types/reset-password.ts';
import { ResetPasswordView } from '../features/password-reset/ResetPasswordView.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'password-reset',
    title: 'reset.title',
    description: 'reset.metaDescription',
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData, { noindex: true });

export default function ResetPasswordRoute() {
  return <ResetPasswordView />;
}

/** The link's token is in the address: such pages are never stored, and the token is never sent on as a referrer. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
});

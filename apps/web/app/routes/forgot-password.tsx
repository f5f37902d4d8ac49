import type { Route } from './+types/forgot-password.ts';
import { ForgotPasswordView } from '../features/password-reset/ForgotPasswordView.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'password-reset',
    title: 'forgot.title',
    description: 'forgot.metaDescription',
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData, { noindex: true });

export default function ForgotPasswordRoute() {
  return <ForgotPasswordView />;
}

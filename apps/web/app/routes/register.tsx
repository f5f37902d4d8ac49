import type { Route } from './+types/register.ts';
import { RegisterView } from '../features/auth/RegisterView.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'account',
    title: 'register.title',
    description: 'register.metaDescription',
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData, { noindex: true });

export default function RegisterRoute() {
  return <RegisterView />;
}

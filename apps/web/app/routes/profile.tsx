import type { Route } from './+types/profile.ts';
import { ProfileView } from '../features/account/ProfileView.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'account',
    title: 'profile.title',
    description: 'profile.metaDescription',
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData, { noindex: true });

export default function ProfileRoute() {
  return <ProfileView />;
}

import type { Route } from './+types/profile-edit.ts';
import { EditProfileView } from '../features/profile-edit/EditProfileView.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'account',
    title: 'editProfile.title',
    description: 'editProfile.metaDescription',
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData, { noindex: true });

export default function ProfileEditRoute() {
  return <EditProfileView />;
}

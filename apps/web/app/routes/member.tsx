import type { Route } from './+types/member.ts';
import { MemberView } from '../features/members/MemberView.tsx';
import { memberPageMeta } from '../features/members/member-meta.ts';
import { loadMemberPage } from '../features/members/member-page.server.ts';
import { languageFromRequest } from '../i18n/request-language.ts';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadMemberPage(params, request, context, languageFromRequest(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  memberPageMeta(loaderData, { image: loaderData?.member.profilePicture });

export default function MemberRoute({ loaderData }: Route.ComponentProps) {
  return (
    <MemberView
      key={loaderData.member.id}
      member={loaderData.member}
      recipes={loaderData.recipes}
      page={loaderData.page}
      totalPages={loaderData.totalPages}
    />
  );
}

import type { Route } from './+types/member-follows.ts';
import { FollowsView } from '../features/members/FollowsView.tsx';
import { memberPageMeta } from '../features/members/member-meta.ts';
import { loadFollowsPage } from '../features/members/follows-page.server.ts';
import { languageFromRequest } from '../i18n/request-language.ts';

/** /members/:id/followers and /members/:id/following; any other :list is a 404. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadFollowsPage(params, request, context, languageFromRequest(request));
}

// Lists of people are for finding them, not for search results; their links still count.
export const meta: Route.MetaFunction = ({ loaderData }) => memberPageMeta(loaderData, { noindex: true });

export default function MemberFollowsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <FollowsView
      key={`${loaderData.member.id}:${loaderData.direction}`}
      direction={loaderData.direction}
      member={loaderData.member}
      people={loaderData.people}
      page={loaderData.page}
      totalPages={loaderData.totalPages}
    />
  );
}

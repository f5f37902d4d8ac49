import type { Route } from './+types/member.ts';
import { MemberView } from '../features/members/MemberView.tsx';
import { loadMemberPage } from '../features/members/member-page.server.ts';
import { seoMeta, siteName } from '../features/seo/seo.ts';
import { languageFromRequest } from '../i18n/request-language.ts';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadMemberPage(params, request, context, languageFromRequest(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: loaderData.title,
        description: loaderData.description,
        path: loaderData.path,
        image: loaderData.member.profilePicture,
        type: 'website',
        language: loaderData.language,
        publicUrl: loaderData.publicUrl,
      })
    : // Unknown member: the root error boundary shows the translated 404 page.
      [{ title: `404 | ${siteName}` }, { name: 'robots', content: 'noindex, follow' }];

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

import { data } from 'react-router';
import type { Language, MemberSummary, PublicMember, SiteLoadContext } from '@recipes/contracts';
import { translator } from '../../i18n/translate.server.ts';
import { pageTitle } from '../seo/index.ts';
import type { MemberPageSeo } from './member-meta.ts';
import { memberIdFrom, pageFrom } from './member-page.server.ts';

export type FollowDirection = 'followers' | 'following';

export interface FollowsPageData extends MemberPageSeo {
  direction: FollowDirection;
  member: PublicMember;
  people: MemberSummary[];
  page: number;
  totalPages: number;
}

export const followsPageSize = 24;

/** Who follows a member, or whom they follow: public, like the member's page, and 404 for an unknown member. */
export async function loadFollowsPage(
  params: { id?: string; list?: string },
  request: Request,
  context: SiteLoadContext,
  language: Language,
): Promise<FollowsPageData> {
  const direction = params.list;
  if (direction !== 'followers' && direction !== 'following') throw data(null, { status: 404 });
  const id = memberIdFrom(params);
  const page = pageFrom(request);
  const [member, people] = await Promise.all([
    context.site.getMember(id),
    context.site.listFollows(id, direction, { page, pageSize: followsPageSize }),
  ]);
  if (!member || !people) throw data(null, { status: 404 });
  const t = translator(language, 'account');
  return {
    direction,
    member,
    people: people.items,
    page,
    totalPages: Math.max(1, Math.ceil(people.total / followsPageSize)),
    language,
    publicUrl: context.publicUrl,
    path: `/members/${id}/${direction}${page > 1 ? `?page=${page}` : ''}`,
    title: pageTitle(t(`member.${direction}Title`, { name: member.name })),
    description: t(`member.${direction}Meta`, { name: member.name }),
  };
}

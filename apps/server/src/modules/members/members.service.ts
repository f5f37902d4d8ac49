import type { MemberSummary, Page, PaginationQuery, PublicMember } from '@recipes/contracts';
import { nowIso } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { invalid, notFound, unauthenticated } from '../../domain-errors.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { contentChange, tag } from '../freshness/content-change.ts';
import type { ChangeFeed } from '../freshness/change-feed.ts';
import { isForeignKeyViolation } from '../../db/constraint-violations.ts';
import { countsInactiveRecipes, followRefusal } from './members.policy.ts';
import {
  countFollows,
  deleteFollow,
  findPublicMember,
  insertFollow,
  listFollowPage,
  memberExists,
  type FollowDirection,
  type PublicMemberRow,
} from './members.repository.ts';

function toPublicMember(row: PublicMemberRow, viewer: UserRow | null): PublicMember {
  return {
    id: row.id,
    name: row.name,
    profilePicture: row.profile_picture,
    createdAt: row.created_at,
    recipeCount: row.recipe_count,
    followersCount: row.followers_count,
    followingCount: row.following_count,
    ...(viewer ? { followedByMe: row.followed_by_viewer > 0 } : {}),
  };
}

/** Public member pages and follows. */
export function createMembersService(deps: ServiceDeps & { changes: ChangeFeed }) {
  const { db, changes } = deps;

  /** Both members' public pages show the follow in their counts and follows lists. */
  const followChanged = (user: UserRow, memberId: number) =>
    changes.notify(contentChange([tag.member(user.id), tag.member(memberId)]));

  async function get(viewer: UserRow | null, memberId: number): Promise<PublicMember> {
    const row = await findPublicMember(db, memberId, {
      viewerId: viewer?.id ?? null,
      includeInactive: countsInactiveRecipes(viewer, memberId),
    });
    if (!row) throw notFound('MEMBER_NOT_FOUND');
    return toPublicMember(row, viewer);
  }

  function assertMayFollow(user: UserRow, memberId: number): void {
    const refusal = followRefusal(user, memberId);
    if (refusal === 'UNAUTHENTICATED') throw unauthenticated();
    if (refusal === 'SELF') throw invalid('CANNOT_FOLLOW_SELF');
  }

  async function page(
    memberId: number,
    direction: FollowDirection,
    query: PaginationQuery,
  ): Promise<Page<MemberSummary>> {
    if (!(await memberExists(db, memberId))) throw notFound('MEMBER_NOT_FOUND');
    const rows = await listFollowPage(db, memberId, direction, query.pageSize, (query.page - 1) * query.pageSize);
    const total = await countFollows(db, memberId, direction);
    const items = rows.map((row) => ({ id: row.id, name: row.name, profilePicture: row.profile_picture }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  return {
    get,

    /** Idempotent; answers the member as the follower now sees them. */
    async follow(user: UserRow, memberId: number): Promise<{ created: boolean; member: PublicMember }> {
      assertMayFollow(user, memberId);
      let created: boolean;
      try {
        created = await insertFollow(db, user.id, memberId, nowIso());
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound('MEMBER_NOT_FOUND');
        throw error;
      }
      if (created) followChanged(user, memberId);
      return { created, member: await get(user, memberId) };
    },

    /** Idempotent; 404 only when the member does not exist. */
    async unfollow(user: UserRow, memberId: number): Promise<PublicMember> {
      assertMayFollow(user, memberId);
      await deleteFollow(db, user.id, memberId);
      followChanged(user, memberId);
      return get(user, memberId);
    },

    followers: (memberId: number, query: PaginationQuery) => page(memberId, 'followers', query),
    following: (memberId: number, query: PaginationQuery) => page(memberId, 'following', query),
  };
}

export type MembersService = ReturnType<typeof createMembersService>;

import { z } from 'zod';
import type { User } from '@recipes/contracts';
import type { UserWithCounts } from './users.repository.ts';

const RolesSchema = z.array(z.string());

/** The roles JSON column; a damaged value reads as a plain member rather than failing the request. */
export function parseRoles(json: string): string[] {
  try {
    const roles = RolesSchema.safeParse(JSON.parse(json));
    return roles.success ? roles.data : ['user'];
  } catch {
    return ['user'];
  }
}

/**
 * The member as the API shows it to themselves. The row must come with its counts
 * (`selectUsersWithCounts`), so favorites and follows are always true numbers.
 */
export function toUserDto(row: UserWithCounts): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    // An address typed at registration that another account owns is shown as typed (see register).
    email: row.unclaimed_email ?? row.email,
    profilePicture: row.profile_picture,
    createdAt: row.created_at,
    favoriteCount: row.favorite_count,
    followersCount: row.followers_count,
    followingCount: row.following_count,
    roles: parseRoles(row.roles),
  };
}

/** A member who has just been created has nothing to count yet. */
export const noCounts = { favorite_count: 0, followers_count: 0, following_count: 0 } as const;

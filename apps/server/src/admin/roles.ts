import type { Executor } from '../db/database.ts';

/** Roles an administrator may give (`npm run admin -- role add <username> moderator`). */
export const grantableRoles = ['moderator'] as const;
export type GrantableRole = (typeof grantableRoles)[number];

export function isGrantableRole(value: string): value is GrantableRole {
  return (grantableRoles as readonly string[]).includes(value);
}

function readRoles(json: string): string[] {
  try {
    const roles: unknown = JSON.parse(json);
    return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : ['user'];
  } catch {
    return ['user'];
  }
}

/**
 * Adds or removes a role of the member with this username (any case). Answers the member's roles
 * afterwards, or null when no member has that username.
 */
export async function changeRole(
  db: Executor,
  username: string,
  role: GrantableRole,
  action: 'add' | 'remove',
): Promise<string[] | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'roles'])
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!user) return null;
  const others = readRoles(user.roles).filter((existing) => existing !== role);
  const roles = action === 'add' ? [...others, role] : others;
  await db
    .updateTable('users')
    .set({ roles: JSON.stringify(roles) })
    .where('id', '=', user.id)
    .execute();
  return roles;
}

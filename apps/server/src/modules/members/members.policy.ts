import type { Actor } from '../recipes/recipes.policy.ts';

/**
 * Who may follow whom: any signed-in member may follow any other member, never themselves.
 * Pure, so routes and tests decide the same way.
 */
export type FollowRefusal = 'UNAUTHENTICATED' | 'SELF';

export function followRefusal(actor: Actor, memberId: number): FollowRefusal | null {
  if (actor === null) return 'UNAUTHENTICATED';
  if (actor.id === memberId) return 'SELF';
  return null;
}

/** A member's page counts their inactive recipes only for the member themselves, as their recipe list does. */
export function countsInactiveRecipes(viewer: Actor, memberId: number): boolean {
  return viewer !== null && viewer.id === memberId;
}

import { describe, expect, it } from 'vitest';
import type { Actor } from '../recipes/recipes.policy.ts';
import { countsInactiveRecipes, followRefusal, type FollowRefusal } from './members.policy.ts';

describe('followRefusal', () => {
  it.each<[string, Actor, number, FollowRefusal | null]>([
    ['a member follows another', { id: 1 }, 2, null],
    ['a member follows themselves', { id: 2 }, 2, 'SELF'],
    ['an anonymous visitor', null, 2, 'UNAUTHENTICATED'],
  ])('%s → %s', (_case, actor, memberId, expected) => {
    expect(followRefusal(actor, memberId)).toBe(expected);
  });
});

describe('countsInactiveRecipes', () => {
  it.each<[string, Actor, boolean]>([
    ['the member themselves', { id: 5 }, true],
    ['another member', { id: 6 }, false],
    ['an anonymous visitor', null, false],
  ])('%s → %s', (_case, viewer, expected) => {
    expect(countsInactiveRecipes(viewer, 5)).toBe(expected);
  });
});

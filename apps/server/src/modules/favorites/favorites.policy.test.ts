import { describe, expect, it } from 'vitest';
import type { Actor, RecipeAccess } from '../recipes/recipes.policy.ts';
import { canFavorite, listsFavorite } from './favorites.policy.ts';

const member: Actor = { id: 7 };
const active = (owner: number): RecipeAccess => ({ createdByUserId: owner, active: true });
const inactive = (owner: number): RecipeAccess => ({ createdByUserId: owner, active: false });

describe('canFavorite', () => {
  it.each<[string, Actor, RecipeAccess | undefined, boolean]>([
    ["someone else's active recipe", member, active(3), true],
    ['own active recipe', member, active(7), true],
    ['own inactive recipe', member, inactive(7), true],
    ["someone else's inactive recipe", member, inactive(3), false],
    ['a recipe that does not exist', member, undefined, false],
    ['anonymous visitor', null, active(3), false],
  ])('%s → %s', (_case, actor, recipe, expected) => {
    expect(canFavorite(actor, recipe)).toBe(expected);
  });
});

describe('listsFavorite', () => {
  it.each<[string, RecipeAccess, boolean]>([
    ['active recipe', active(3), true],
    ['own inactive recipe', inactive(7), true],
    ["someone else's recipe that became inactive", inactive(3), false],
  ])('%s → %s', (_case, recipe, expected) => {
    expect(listsFavorite(7, recipe)).toBe(expected);
  });
});

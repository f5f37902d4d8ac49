import { describe, expect, it } from 'vitest';
import type { Actor, RecipeAccess } from '../recipes/recipes.policy.ts';
import { createRefusal, updateRefusal, type RatingRefusal } from './ratings.policy.ts';

const me: Actor = { id: 1 };
const someoneElse: Actor = { id: 2 };
const active: RecipeAccess = { createdByUserId: 3, active: true };
const inactive: RecipeAccess = { createdByUserId: 1, active: false };
const ownActive: RecipeAccess = { createdByUserId: 1, active: true };

describe('createRefusal', () => {
  it.each<[string, Actor, number, RecipeAccess | undefined, RatingRefusal | null]>([
    ['a member rating in their own name', me, 1, active, null],
    ['a member rating their own active recipe', me, 1, ownActive, 'OWN_RECIPE'],
    ['an anonymous visitor', null, 1, active, 'UNAUTHENTICATED'],
    ['a member rating in someone else’s name', someoneElse, 1, active, 'FORBIDDEN'],
    ['someone else’s name on a missing recipe (403 comes first)', someoneElse, 1, undefined, 'FORBIDDEN'],
    ['a missing recipe', me, 1, undefined, 'RECIPE_NOT_FOUND'],
    ['an inactive recipe, even the owner’s', me, 1, inactive, 'RECIPE_NOT_FOUND'],
  ])('%s → %s', (_name, actor, userId, recipe, expected) => {
    expect(createRefusal(actor, { userId }, recipe)).toBe(expected);
  });
});

describe('updateRefusal', () => {
  const mine = { userId: 1, recipeId: 10 };
  const theirs = { userId: 2, recipeId: 10 };
  it.each<[string, Actor, typeof mine | undefined, typeof mine, RecipeAccess | undefined, RatingRefusal | null]>([
    ['the owner updating their rating', me, mine, mine, active, null],
    ['an anonymous visitor', null, mine, mine, active, 'UNAUTHENTICATED'],
    ['a missing rating', me, undefined, mine, active, 'RATING_NOT_FOUND'],
    ['someone else’s rating', me, theirs, mine, active, 'FORBIDDEN'],
    ['someone else’s rating with their userId in the body', me, theirs, theirs, active, 'FORBIDDEN'],
    ['the own rating with another userId in the body', me, mine, { userId: 2, recipeId: 10 }, active, 'FORBIDDEN'],
    ['the own rating moved to another recipe', me, mine, { userId: 1, recipeId: 11 }, active, 'RECIPE_MISMATCH'],
    ['a rating of a recipe that became inactive', me, mine, mine, inactive, 'RECIPE_NOT_FOUND'],
    ['a rating whose recipe vanished', me, mine, mine, undefined, 'RECIPE_NOT_FOUND'],
    ['an old rating of the own recipe', me, mine, mine, ownActive, 'OWN_RECIPE'],
  ])('%s → %s', (_name, actor, stored, body, recipe, expected) => {
    expect(updateRefusal(actor, stored, body, recipe)).toBe(expected);
  });
});

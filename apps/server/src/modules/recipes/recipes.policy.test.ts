import { describe, expect, it } from 'vitest';
import {
  canDebugRecipe,
  canDeleteRecipe,
  canEditRecipe,
  canViewRecipe,
  listsInactiveOf,
  mayClaimOwner,
  type Actor,
  type RecipeAccess,
} from './recipes.policy.ts';

const owner: Actor = { id: 7 };
const stranger: Actor = { id: 8 };
const anonymous: Actor = null;
const active: RecipeAccess = { createdByUserId: 7, active: true };
const inactive: RecipeAccess = { createdByUserId: 7, active: false };

describe('recipe policy', () => {
  const accessCases: [string, Actor, RecipeAccess, { view: boolean; edit: boolean }][] = [
    ['owner, active', owner, active, { view: true, edit: true }],
    ['owner, inactive', owner, inactive, { view: true, edit: true }],
    ['stranger, active', stranger, active, { view: true, edit: false }],
    ['stranger, inactive', stranger, inactive, { view: false, edit: false }],
    ['anonymous, active', anonymous, active, { view: true, edit: false }],
    ['anonymous, inactive', anonymous, inactive, { view: false, edit: false }],
  ];
  it.each(accessCases)('%s', (_label, actor, recipe, expected) => {
    expect(canViewRecipe(actor, recipe)).toBe(expected.view);
    expect(canEditRecipe(actor, recipe)).toBe(expected.edit);
    expect(canDeleteRecipe(actor, recipe)).toBe(expected.edit);
    expect(canDebugRecipe(actor, recipe)).toBe(expected.edit);
  });

  const claimCases: [string, Actor, number | undefined, boolean][] = [
    ['no owner named', owner, undefined, true],
    ['names itself', owner, 7, true],
    ['names someone else', owner, 8, false],
    ['anonymous', anonymous, undefined, false],
    ['anonymous naming someone', anonymous, 7, false],
  ];
  it.each(claimCases)('claiming ownership: %s', (_label, actor, claimed, expected) => {
    expect(mayClaimOwner(actor, claimed)).toBe(expected);
  });

  const listCases: [string, Actor, number | undefined, boolean][] = [
    ['own list', owner, 7, true],
    ["someone else's list", stranger, 7, false],
    ['anonymous', anonymous, 7, false],
    ['no owner filter', owner, undefined, false],
  ];
  it.each(listCases)('inactive recipes in a list: %s', (_label, viewer, ownerFilter, expected) => {
    expect(listsInactiveOf(viewer, ownerFilter)).toBe(expected);
  });
});

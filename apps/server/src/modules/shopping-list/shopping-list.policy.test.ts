import { describe, expect, it } from 'vitest';
import { canUseShoppingList } from './shopping-list.policy.ts';

describe('canUseShoppingList', () => {
  it.each([
    [{ id: 7 }, 7, true],
    [{ id: 7 }, 8, false],
    [null, 7, false],
  ])('%o on the list of member %i → %s', (actor, owner, allowed) => {
    expect(canUseShoppingList(actor, owner)).toBe(allowed);
  });
});

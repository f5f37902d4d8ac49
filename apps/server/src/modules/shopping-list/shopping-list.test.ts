import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingList, ShoppingListChange, ShoppingListEntry } from '@recipes/contracts';
import { allMessages } from '../../http/messages.ts';
import { call, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let opCounter = 0;
const opId = () => `op-${Date.now()}-${++opCounter}`;
const entry = (
  ingredient: string,
  quantity: number | null,
  unit: ShoppingListEntry['unit'],
  recipeId: number | null = null,
) => ({
  ingredient,
  quantity,
  unit,
  recipeId,
});

const getList = (member: Member | null, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'GET', url: '/api/v1/shopping-list', headers: { ...member?.headers, ...headers } });
const change = (member: Member | null, changes: unknown[], headers: Record<string, string> = {}) =>
  call(t.app, {
    method: 'POST',
    url: '/api/v1/shopping-list/changes',
    headers: { ...member?.headers, ...headers },
    payload: { changes },
  });

describe('the shopping list API', () => {
  it('starts empty, merges the same ingredient and unit across recipes, keeps other units apart, and groups by aisle', async () => {
    const cook = await signUp(t.app);
    const empty = await getList(cook);
    expect(empty.status).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.body).toEqual({ items: [] });

    const first = await change(cook, [
      { type: 'add', id: opId(), items: [entry('Flour', 200, 'g', 1), entry('onion', 1, null, 1)] },
    ]);
    expect(first.status).toBe(200);
    const second = await change(cook, [
      {
        type: 'add',
        id: opId(),
        items: [entry('flour', 300, 'g', 2), entry('flour', 1, 'cup', 2), entry('butter', 0.5, 'kg', 2)],
      },
    ]);
    expect((second.body as ShoppingList).items).toEqual([
      {
        id: 'flour|g',
        ingredient: 'Flour',
        quantity: 500,
        unit: 'g',
        aisle: 'pantry',
        checked: false,
        recipeIds: [1, 2],
      },
      { id: 'onion|', ingredient: 'onion', quantity: 1, unit: null, aisle: 'produce', checked: false, recipeIds: [1] },
      {
        id: 'flour|cup',
        ingredient: 'flour',
        quantity: 1,
        unit: 'cup',
        aisle: 'pantry',
        checked: false,
        recipeIds: [2],
      },
      {
        id: 'butter|g',
        ingredient: 'butter',
        quantity: 500,
        unit: 'g',
        aisle: 'dairy',
        checked: false,
        recipeIds: [2],
      },
    ]);
    expect((await getList(cook)).body).toEqual(second.body);
  });

  it('applies a change sent twice only once (retries after a lost answer do not double-add)', async () => {
    const cook = await signUp(t.app);
    const add: ShoppingListChange = { type: 'add', id: opId(), items: [entry('milk', 1, 'l')] };
    await change(cook, [add]);
    const again = await change(cook, [add, add]);
    expect((again.body as ShoppingList).items).toMatchObject([{ id: 'milk|ml', quantity: 1000 }]);
  });

  it('checks, unchecks, removes and clears checked items, in order, all in one request', async () => {
    const cook = await signUp(t.app);
    await change(cook, [
      { type: 'add', id: opId(), items: [entry('eggs', 6, null), entry('salt', null, null), entry('bơ', 100, 'g')] },
    ]);
    const res = await change(cook, [
      { type: 'check', id: opId(), itemId: 'eggs|', checked: true },
      { type: 'check', id: opId(), itemId: 'salt|', checked: true },
      { type: 'check', id: opId(), itemId: 'salt|', checked: false },
      { type: 'remove', id: opId(), itemId: 'bơ|g' },
      { type: 'remove', id: opId(), itemId: 'not-there|' },
    ]);
    expect((res.body as ShoppingList).items.map((item) => [item.id, item.checked])).toEqual([
      ['eggs|', true],
      ['salt|', false],
    ]);
    const cleared = await change(cook, [{ type: 'clearChecked', id: opId() }]);
    expect((cleared.body as ShoppingList).items.map((item) => item.id)).toEqual(['salt|']);
  });

  it('keeps every list to its member', async () => {
    const one = await signUp(t.app);
    const other = await signUp(t.app);
    await change(one, [{ type: 'add', id: opId(), items: [entry('rice', 1, 'kg')] }]);
    // Same operation id from another member is a different operation.
    const shared = opId();
    await change(one, [{ type: 'add', id: shared, items: [entry('tea', null, null)] }]);
    await change(other, [{ type: 'add', id: shared, items: [entry('coffee', null, null)] }]);
    expect((await getList(other)).body).toMatchObject({ items: [{ id: 'coffee|' }] });
    expect((await getList(one)).body).toMatchObject({ items: [{ id: 'rice|g' }, { id: 'tea|' }] });
  });

  it('refuses visitors with 401 and bad changes with 400, in the contract’s error shape and the request’s language', async () => {
    const cook = await signUp(t.app);
    expectErrorBody(await getList(null), 401, 'UNAUTHENTICATED');
    expectErrorBody(await change(null, [{ type: 'clearChecked', id: opId() }]), 401, 'UNAUTHENTICATED');
    expectErrorBody(await change(cook, []), 400, 'VALIDATION_FAILED');
    expectErrorBody(
      await change(cook, [{ type: 'add', id: 'short', items: [entry('x', 1, 'g')] }]),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(
      await change(cook, [{ type: 'add', id: opId(), items: [entry('x', -1, 'g')] }]),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(
      await change(cook, [{ type: 'add', id: opId(), items: [{ ...entry('x', 1, null), unit: 'furlong' }] }]),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(await change(cook, [{ type: 'explode', id: opId() }]), 400, 'VALIDATION_FAILED');
  });

  it('refuses an add past 500 items with a translated 400 and writes nothing of that request', async () => {
    const cook = await signUp(t.app);
    const many = (from: number) => Array.from({ length: 250 }, (_, i) => entry(`item ${from + i}`, 1, null));
    await change(cook, [
      { type: 'add', id: opId(), items: many(0) },
      { type: 'add', id: opId(), items: many(250) },
    ]);
    const full = await change(
      cook,
      [
        { type: 'check', id: opId(), itemId: 'item 0|', checked: true },
        { type: 'add', id: opId(), items: [entry('one too many', 1, null)] },
      ],
      { 'accept-language': 'de' },
    );
    expectErrorBody(full, 400, 'VALIDATION_FAILED', allMessages.de.SHOPPING_LIST_FULL);
    const list = (await getList(cook)).body as ShoppingList;
    expect(list.items).toHaveLength(500);
    expect(list.items[0]?.checked).toBe(false);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { ShoppingList, ShoppingListChange, ShoppingListItem } from '@recipes/contracts';
import { applyShoppingChange } from '@recipes/contracts/plain';
import { ApiError } from '../../lib/api-client.ts';
import { createShoppingListStore, type ShoppingListTransport } from './shopping-list-store.ts';

/** A server stand-in keeping one list, with a switch for the connection and the applied-id guard. */
function server() {
  let items: ShoppingListItem[] = [];
  const applied = new Set<string>();
  const state = { online: true, requests: 0, refuse: false, failing: false };
  const transport: ShoppingListTransport = {
    get: () => (state.online ? Promise.resolve({ items }) : Promise.reject(new TypeError('Failed to fetch'))),
    change(changes: ShoppingListChange[]): Promise<ShoppingList> {
      state.requests++;
      if (!state.online) return Promise.reject(new TypeError('Failed to fetch'));
      if (state.refuse) return Promise.reject(new ApiError(400, null));
      if (state.failing) return Promise.reject(new ApiError(503, null));
      for (const change of changes) {
        if (applied.has(change.id)) continue;
        applied.add(change.id);
        items = applyShoppingChange(items, change);
      }
      return Promise.resolve({ items });
    },
  };
  return { transport, state, items: () => items };
}

const flour = { ingredient: 'flour', quantity: 200, unit: 'g' as const, recipeId: 1 };

beforeEach(() => localStorage.clear());

describe('shopping list store', () => {
  it('keeps changes made offline in local storage, shows them at once, and sends them when back online', async () => {
    const remote = server();
    const store = createShoppingListStore(localStorage);
    await store.open({ id: 5, transport: remote.transport });
    remote.state.online = false;
    await store.change({ type: 'add', items: [flour] });
    await store.change({ type: 'add', items: [{ ...flour, quantity: 300, recipeId: 2 }] });
    expect(store.getSnapshot()).toMatchObject({ pending: 2, offline: true, items: [{ id: 'flour|g', quantity: 500 }] });
    expect(remote.items()).toEqual([]);

    // A reload while offline still has the outbox.
    const reloaded = createShoppingListStore(localStorage);
    await reloaded.open({ id: 5, transport: remote.transport });
    expect(reloaded.getSnapshot()).toMatchObject({ pending: 2, items: [{ quantity: 500 }] });

    remote.state.online = true;
    await reloaded.flush();
    expect(reloaded.getSnapshot()).toMatchObject({ pending: 0, offline: false, items: [{ quantity: 500 }] });
    expect(remote.items()).toMatchObject([{ id: 'flour|g', quantity: 500, recipeIds: [1, 2] }]);
    // The first store still holds the same outbox; sending it again changes nothing on the server.
    await store.flush();
    expect(remote.items()).toMatchObject([{ quantity: 500 }]);
  });

  it('sends again when the connection comes back while a request sent offline is still failing', async () => {
    const remote = server();
    const store = createShoppingListStore(localStorage);
    await store.open({ id: 7, transport: remote.transport });
    remote.state.online = false;
    // The change's own request goes out offline; before it fails, the browser is online again.
    const first = store.change({ type: 'add', items: [flour] });
    remote.state.online = true;
    await store.flush();
    await first;
    expect(store.getSnapshot()).toMatchObject({ pending: 0, offline: false });
    expect(remote.items()).toMatchObject([{ id: 'flour|g', quantity: 200 }]);
  });

  it('keeps changes the server fails to take and sends them at the next occasion, not again at once', async () => {
    const remote = server();
    const store = createShoppingListStore(localStorage);
    await store.open({ id: 8, transport: remote.transport });
    remote.state.failing = true;
    const before = remote.state.requests;
    await store.change({ type: 'add', items: [flour] });
    expect(remote.state.requests - before).toBe(1);
    expect(store.getSnapshot()).toMatchObject({ pending: 1, items: [{ quantity: 200 }] });
    remote.state.failing = false;
    await store.flush();
    expect(store.getSnapshot()).toMatchObject({ pending: 0 });
    expect(remote.items()).toMatchObject([{ id: 'flour|g', quantity: 200 }]);
  });

  it('drops changes the server refuses and says so', async () => {
    const remote = server();
    const store = createShoppingListStore(localStorage);
    await store.open({ id: 6, transport: remote.transport });
    remote.state.refuse = true;
    await store.change({ type: 'add', items: [flour] });
    expect(store.getSnapshot()).toMatchObject({ pending: 0, items: [] });
    expect(store.getSnapshot().error).toBeTruthy();
  });

  it('keeps a visitor’s list in the browser and offers it to the member who signs in', async () => {
    const remote = server();
    const store = createShoppingListStore(localStorage);
    await store.open(null);
    await store.change({ type: 'add', items: [flour, { ingredient: 'milk', quantity: 1, unit: 'l', recipeId: 1 }] });
    await store.change({ type: 'check', itemId: 'milk|ml', checked: true });
    expect(remote.state.requests).toBe(0);
    expect(store.getSnapshot().items).toHaveLength(2);

    await store.open({ id: 7, transport: remote.transport });
    expect(store.getSnapshot().visitorItems.map((item) => item.id)).toEqual(['flour|g']);
    await store.keepVisitorItems();
    expect(remote.items()).toMatchObject([{ id: 'flour|g', quantity: 200 }]);
    expect(store.getSnapshot().visitorItems).toEqual([]);
    await store.open(null);
    expect(store.getSnapshot().items).toEqual([]);
  });
});

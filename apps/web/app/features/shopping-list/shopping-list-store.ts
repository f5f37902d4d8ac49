import type { ShoppingList, ShoppingListChange, ShoppingListEntry, ShoppingListItem } from '@recipes/contracts';
import { applyShoppingChange, shoppingListLimits } from '@recipes/contracts/plain';
import { ApiError } from '../../lib/api-client.ts';
import { createListeners } from '../../lib/listeners.ts';

/** A change as the page makes it; the store gives it its id. */
export type NewChange =
  | { type: 'add'; items: ShoppingListEntry[] }
  | { type: 'check'; itemId: string; checked: boolean }
  | { type: 'remove'; itemId: string }
  | { type: 'clearChecked' };

export interface ShoppingListSnapshot {
  /** The list as the member sees it: the last list the server sent plus the changes not sent yet. */
  items: ShoppingListItem[];
  /** Changes waiting to be sent (kept in local storage until the server has them). */
  pending: number;
  /** The last send failed for want of a connection. */
  offline: boolean;
  /** A change the server refused (its error message), shown once. */
  error: string | null;
  /** Items a visitor kept on this device, offered to a member who just signed in. */
  visitorItems: ShoppingListItem[];
  /** True once the browser's copy has been read. */
  ready: boolean;
}

/** How the store reaches the server; a function so tests and pages pass the real client. */
export type ShoppingListTransport = {
  get(): Promise<ShoppingList>;
  change(changes: ShoppingListChange[]): Promise<ShoppingList>;
};

interface Saved {
  items: ShoppingListItem[];
  outbox: ShoppingListChange[];
}

const visitorKey = 'recipes.shoppingList.visitor';
const memberKey = (id: number) => `recipes.shoppingList.member.${id}`;

function operationId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function read(storage: Storage | null, key: string): Saved {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (value && typeof value === 'object' && 'items' in value && 'outbox' in value) {
      const saved = value as Saved;
      if (Array.isArray(saved.items) && Array.isArray(saved.outbox)) return saved;
    }
  } catch {
    // A damaged copy is an empty list.
  }
  return { items: [], outbox: [] };
}

function write(storage: Storage | null, key: string, saved: Saved): void {
  try {
    if (saved.items.length === 0 && saved.outbox.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the list still works for this visit.
  }
}

const toEntries = (items: ShoppingListItem[]): ShoppingListEntry[] =>
  items
    .filter((item) => !item.checked)
    .map((item) => ({
      ingredient: item.ingredient,
      quantity: item.quantity,
      unit: item.unit,
      recipeId: item.recipeIds[0] ?? null,
    }));

/**
 * The shopping list in the browser. A visitor's list lives only here. A member's list is the
 * server's, with an outbox in front of it: every change is saved locally first, shown at once,
 * and sent when there is a connection; ids on the changes make resending safe.
 */
export function createShoppingListStore(storage: Storage | null) {
  let memberId: number | null = null;
  let transport: ShoppingListTransport | null = null;
  let saved: Saved = { items: [], outbox: [] };
  let sending = false;
  /**
   * A flush asked for while a request was out: the browser can come back online while a request
   * sent offline is still failing, and that `online` event must not be lost.
   */
  let flushAgain = false;
  let snapshot: ShoppingListSnapshot = {
    items: [],
    pending: 0,
    offline: false,
    error: null,
    visitorItems: [],
    ready: false,
  };
  const listeners = createListeners();

  const key = () => (memberId === null ? visitorKey : memberKey(memberId));
  const publish = (changes: Partial<ShoppingListSnapshot> = {}) => {
    const items = saved.outbox.reduce(
      (list, change) => applyShoppingChange(list, change, shoppingListLimits.items),
      saved.items,
    );
    snapshot = { ...snapshot, ...changes, items, pending: saved.outbox.length };
    listeners.notify();
  };
  const persist = () => write(storage, key(), saved);

  async function flush(): Promise<void> {
    if (!transport || memberId === null) return;
    if (sending) {
      flushAgain = true;
      return;
    }
    const owner = memberId;
    const batch = saved.outbox.slice(0, shoppingListLimits.changesPerRequest);
    sending = true;
    flushAgain = false;
    // Not sent (no connection, a server error, an expired sign-in): the changes stay in the outbox
    // until the next change, `online` or page load, instead of being sent again at once and again.
    let notSent = false;
    try {
      const list = batch.length > 0 ? await transport.change(batch) : await transport.get();
      if (owner !== memberId) return;
      saved = { items: list.items, outbox: saved.outbox.slice(batch.length) };
      persist();
      publish({ offline: false });
    } catch (error) {
      if (owner !== memberId) return;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
        // Refused for good (a full list): drop those changes so the rest can go, and say why.
        saved = { ...saved, outbox: saved.outbox.slice(batch.length) };
        persist();
        publish({ error: error.message, offline: false });
      } else {
        if (!(error instanceof ApiError)) publish({ offline: true });
        notSent = true;
      }
    } finally {
      sending = false;
    }
    if (owner !== memberId) return;
    // Not sent: wait for the next occasion, unless one came while this request was failing.
    if (notSent ? flushAgain : saved.outbox.length > 0 || flushAgain) await flush();
  }

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => snapshot,

    /** Switches to a member's list (or the visitor's with null) and syncs it. */
    open(member: { id: number; transport: ShoppingListTransport } | null): Promise<void> {
      memberId = member?.id ?? null;
      transport = member?.transport ?? null;
      saved = read(storage, key());
      const visitor = memberId === null ? { items: [] } : read(storage, visitorKey);
      publish({
        ready: true,
        error: null,
        offline: false,
        visitorItems: visitor.items.filter((item) => !item.checked),
      });
      return flush();
    },

    /** Applies a change here at once; a member's goes to the outbox and on to the server. */
    change(change: NewChange): Promise<void> {
      const withId = { ...change, id: operationId() } as ShoppingListChange;
      if (memberId === null) {
        saved = { items: applyShoppingChange(saved.items, withId, shoppingListLimits.items), outbox: [] };
        persist();
        publish();
        return Promise.resolve();
      }
      saved = { ...saved, outbox: [...saved.outbox, withId] };
      persist();
      publish({ error: null });
      return flush();
    },

    /** Sends what waits (after the connection comes back). */
    flush,

    /** A member keeps the list they made as a visitor: its open items join theirs. */
    keepVisitorItems(): Promise<void> {
      const entries = toEntries(snapshot.visitorItems);
      write(storage, visitorKey, { items: [], outbox: [] });
      publish({ visitorItems: [] });
      return entries.length > 0 ? this.change({ type: 'add', items: entries }) : Promise.resolve();
    },

    discardVisitorItems(): void {
      write(storage, visitorKey, { items: [], outbox: [] });
      publish({ visitorItems: [] });
    },
  };
}

export type ShoppingListStore = ReturnType<typeof createShoppingListStore>;

/** The page's one store (null storage while rendering on the server). */
export const shoppingListStore = createShoppingListStore(typeof window === 'undefined' ? null : window.localStorage);

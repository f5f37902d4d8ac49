import type { ShoppingListEntry } from '@recipes/contracts';
import { listOwner, type Api } from './member-list.ts';
import { shoppingListStore } from './shopping-list-store.ts';

/**
 * Puts entries on the reader's list from a page that does not show the list (the recipe page):
 * loaded on the first click, so the store, aisles and merging stay out of that page's start-up
 * code, and nothing reads or syncs the list before the reader asks for it.
 */
export function addToList(memberId: number | null, api: Api, items: ShoppingListEntry[]): Promise<void> {
  if (openedFor !== memberId) openList(memberId, api);
  return shoppingListStore.change({ type: 'add', items });
}

/** Whose list the store has open here (undefined: none yet). */
let openedFor: number | null | undefined;

function openList(memberId: number | null, api: Api): void {
  // Changes made offline go out when the browser is online again (as on the list page).
  if (openedFor === undefined) window.addEventListener('online', () => void shoppingListStore.flush());
  openedFor = memberId;
  void shoppingListStore.open(listOwner(memberId, api));
}

import type { ShoppingList, ShoppingListChange, ShoppingListEntry } from '@recipes/contracts';
import { shoppingListStore } from './shopping-list-store.ts';

/** The API call of useApi: the member's token and the page's language already bound. */
type Api = <T>(path: string, request?: { method?: 'POST'; body?: unknown }) => Promise<T>;

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
  void shoppingListStore.open(
    memberId === null
      ? null
      : {
          id: memberId,
          transport: {
            get: () => api<ShoppingList>('/api/v1/shopping-list'),
            change: (changes: ShoppingListChange[]) =>
              api<ShoppingList>('/api/v1/shopping-list/changes', { method: 'POST', body: { changes } }),
          },
        },
  );
}

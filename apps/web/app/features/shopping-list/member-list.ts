import type { ShoppingList, ShoppingListChange } from '@recipes/contracts';
import type { ShoppingListTransport } from './shopping-list-store.ts';

/** The API call of useApi: the member's token and the page's language already bound. */
export type Api = <T>(path: string, request?: { method?: 'POST'; body?: unknown }) => Promise<T>;

/** What the store opens: a member's list on the server, or (null) a visitor's in this browser. */
export function listOwner(memberId: number | null, api: Api): { id: number; transport: ShoppingListTransport } | null {
  if (memberId === null) return null;
  return {
    id: memberId,
    transport: {
      get: () => api<ShoppingList>('/api/v1/shopping-list'),
      change: (changes: ShoppingListChange[]) =>
        api<ShoppingList>('/api/v1/shopping-list/changes', { method: 'POST', body: { changes } }),
    },
  };
}

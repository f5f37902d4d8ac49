import { useEffect } from 'react';
import { useApi, useSession } from '../../lib/session/session.tsx';
import { listOwner } from './member-list.ts';
import { shoppingListStore } from './shopping-list-store.ts';
import { useBrowserStore } from '../../lib/use-browser-store.ts';

/**
 * The reader's shopping list: a member's from the server (through the outbox), a visitor's from
 * this browser. Changes made offline go out when the browser says it is online again.
 */
export function useShoppingList() {
  const { user, ready } = useSession();
  const api = useApi();
  const snapshot = useBrowserStore(
    shoppingListStore.subscribe,
    shoppingListStore.getSnapshot,
    shoppingListStore.getSnapshot,
  );
  const memberId = user?.id ?? null;
  const token = user?.token ?? null;

  useEffect(() => {
    if (!ready) return;
    void shoppingListStore.open(listOwner(memberId, api));
    // Opened again per member and token; a language change needs no new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, memberId, token]);

  useEffect(() => {
    const sendWaiting = () => void shoppingListStore.flush();
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, []);

  return { ...snapshot, signedIn: user !== null, store: shoppingListStore };
}

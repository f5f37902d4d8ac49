import { useCallback, useEffect } from 'react';
import type { FavoriteState } from '@recipes/contracts';
import { useApi, useSession } from '../../lib/session/session.tsx';
import { keepRecipesOffline } from '../../lib/service-worker.ts';
import { fetchPersonalState } from '../../lib/session/personal-state.ts';
import { favoritesStore } from './favorites-store.ts';
import { useBrowserStore } from '../../lib/use-browser-store.ts';

/** Hearts for the signed-in member; `enabled` is false on the server, while hydrating and when signed out. */
export function useFavorites() {
  const { user, ready, update } = useSession();
  const api = useApi();
  const snapshot = useBrowserStore(
    favoritesStore.subscribe,
    favoritesStore.getSnapshot,
    favoritesStore.getServerSnapshot,
  );
  const token = user?.token ?? null;

  useEffect(() => {
    if (!ready) return;
    if (!token) {
      favoritesStore.reset();
      return;
    }
    // The member's favourites stay readable offline (the service worker keeps their pages); ids
    // kept from earlier in this tab were handed to it when they were fetched.
    const fetchIds = () => fetchPersonalState(token, api).then((state) => state.favoriteIds);
    favoritesStore.load(token, fetchIds, keepRecipesOffline);
    // `api` changes with the language; the ids need not be fetched again for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, token]);

  const toggle = useCallback(
    async (recipeId: number) => {
      const state = await favoritesStore.toggle(recipeId, (id, favorited) =>
        api<FavoriteState>(`/api/v1/favorites/${id}`, { method: favorited ? 'PUT' : 'DELETE' }),
      );
      update({ favoriteCount: state.favoriteCount });
      if (state.favorited) keepRecipesOffline([recipeId]);
      return state;
    },
    [api, update],
  );

  return {
    enabled: ready && user !== null,
    loaded: snapshot.loaded,
    isFavorite: (recipeId: number) => snapshot.value.has(recipeId),
    toggle,
  };
}

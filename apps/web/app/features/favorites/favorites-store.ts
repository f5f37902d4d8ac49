import type { FavoriteState } from '@recipes/contracts';

export interface FavoritesSnapshot {
  ids: ReadonlySet<number>;
  /** False until the member's favorite ids have arrived. */
  loaded: boolean;
}

export type LoadFavoriteIds = () => Promise<number[]>;
export type SendFavorite = (recipeId: number, favorited: boolean) => Promise<FavoriteState>;

const empty: FavoritesSnapshot = { ids: new Set(), loaded: false };

/**
 * The signed-in member's favorite recipe ids, shared by every heart on the page: the ids are
 * fetched once per member (token), never once per card, and a toggle shows at once, then
 * follows the server's answer or rolls back when the request fails.
 */
export function createFavoritesStore() {
  let owner: string | null = null;
  let snapshot = empty;
  const listeners = new Set<() => void>();

  function publish(next: FavoritesSnapshot) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function setOne(recipeId: number, favorited: boolean) {
    const ids = new Set(snapshot.ids);
    if (favorited) ids.add(recipeId);
    else ids.delete(recipeId);
    publish({ ...snapshot, ids });
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => empty,

    /** Fetches the ids of the member owning `token`, unless they are loaded or on their way. */
    load(token: string, loadIds: LoadFavoriteIds): void {
      if (owner === token) return;
      owner = token;
      publish(empty);
      loadIds().then(
        (ids) => {
          if (owner === token) publish({ ids: new Set(ids), loaded: true });
        },
        (error: unknown) => {
          console.error('Loading favorites failed', error);
          // The next heart to mount tries again.
          if (owner === token) owner = null;
        },
      );
    },

    /** Forgets the ids (signed out). */
    reset(): void {
      if (owner === null && snapshot === empty) return;
      owner = null;
      publish(empty);
    },

    /** Flips one heart at once; rolls back and rethrows when the server refuses. */
    async toggle(recipeId: number, send: SendFavorite): Promise<FavoriteState> {
      const before = snapshot.ids.has(recipeId);
      setOne(recipeId, !before);
      try {
        const state = await send(recipeId, !before);
        setOne(recipeId, state.favorited);
        return state;
      } catch (error) {
        setOne(recipeId, before);
        throw error;
      }
    },
  };
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

/** The one store of the page. */
export const favoritesStore = createFavoritesStore();

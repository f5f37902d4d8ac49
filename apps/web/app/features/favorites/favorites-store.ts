import type { FavoriteState } from '@recipes/contracts';
import { createMemberStateStore } from '../../lib/session/member-state-store.ts';
import { keptFavoriteIds } from '../../lib/session/kept-favorite-ids.ts';

export type LoadFavoriteIds = () => Promise<number[]>;
export type SendFavorite = (recipeId: number, favorited: boolean) => Promise<FavoriteState>;

function withOne(ids: ReadonlySet<number>, recipeId: number, favorited: boolean): ReadonlySet<number> {
  const next = new Set(ids);
  if (favorited) next.add(recipeId);
  else next.delete(recipeId);
  return next;
}

/**
 * The signed-in member's favorite recipe ids, shared by every heart on the page (fetched once per
 * member, kept for the tab session: member-state-store.ts). A toggle shows at once, then follows
 * the server's answer or rolls back when the request fails.
 */
export function createFavoritesStore() {
  const store = createMemberStateStore<ReadonlySet<number>, number[]>({
    kept: keptFavoriteIds,
    empty: new Set(),
    fromStored: (ids) => new Set(ids),
    toStored: (ids) => [...ids],
    what: 'favorites',
  });

  return {
    ...store,
    /** Flips one heart at once; rolls back and rethrows when the server refuses. */
    async toggle(recipeId: number, send: SendFavorite): Promise<FavoriteState> {
      const before = store.getSnapshot().value.has(recipeId);
      store.change((ids) => withOne(ids, recipeId, !before), false);
      const token = store.owner();
      try {
        const state = await send(recipeId, !before);
        // Kept and announced only for the member who made it (not one who signed in meanwhile).
        store.change((ids) => withOne(ids, recipeId, state.favorited), store.owner() === token);
        return state;
      } catch (error) {
        store.change((ids) => withOne(ids, recipeId, before), false);
        throw error;
      }
    },
  };
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

/** The one store of the page. */
export const favoritesStore = /* @__PURE__ */ createFavoritesStore();

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavoriteState } from '@recipes/contracts';
import { createFavoritesStore } from './favorites-store.ts';
import { keptForMs } from '../../lib/session/kept-for-session.ts';
import { keptFavoriteIds } from '../../lib/session/kept-favorite-ids.ts';

const { changedKey } = keptFavoriteIds;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const answer = (recipeId: number, favorited: boolean): FavoriteState => ({ recipeId, favorited, favoriteCount: 1 });

// Each test starts as a new tab would: nothing kept.
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('favorites store', () => {
  it('fetches the ids once per member, however many hearts ask', async () => {
    const store = createFavoritesStore();
    const loadIds = vi.fn(() => Promise.resolve([3, 5]));
    store.load('token-a', loadIds);
    store.load('token-a', loadIds);
    store.load('token-a', loadIds);
    expect(loadIds).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().loaded).toBe(false);
    await vi.waitFor(() => expect(store.getSnapshot().loaded).toBe(true));
    expect([...store.getSnapshot().value]).toEqual([3, 5]);

    store.load('token-b', loadIds);
    expect(loadIds).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().value.size).toBe(0);
  });

  it('ignores the answer for a member who has signed out meanwhile', async () => {
    const store = createFavoritesStore();
    const ids = deferred<number[]>();
    store.load('token-a', () => ids.promise);
    store.reset();
    ids.resolve([1]);
    await Promise.resolve();
    expect(store.getSnapshot()).toEqual({ value: new Set(), loaded: false });
  });

  it('tries again after loading failed', async () => {
    const store = createFavoritesStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadIds = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([9]);
    store.load('token-a', loadIds);
    await vi.waitFor(() => expect(loadIds).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    store.load('token-a', loadIds);
    await vi.waitFor(() => expect(store.getSnapshot().value.has(9)).toBe(true));
  });

  it('shows a toggle at once and keeps the server answer', async () => {
    const store = createFavoritesStore();
    store.load('token-a', () => Promise.resolve([]));
    await vi.waitFor(() => expect(store.getSnapshot().loaded).toBe(true));
    const sent = deferred<FavoriteState>();
    const send = vi.fn(() => sent.promise);
    const listener = vi.fn();
    store.subscribe(listener);

    const toggled = store.toggle(4, send);
    expect(store.getSnapshot().value.has(4)).toBe(true);
    expect(send).toHaveBeenCalledWith(4, true);
    expect(listener).toHaveBeenCalled();
    sent.resolve(answer(4, true));
    await expect(toggled).resolves.toEqual(answer(4, true));
    expect(store.getSnapshot().value.has(4)).toBe(true);

    await store.toggle(4, (id, favorited) => Promise.resolve(answer(id, favorited)));
    expect(store.getSnapshot().value.has(4)).toBe(false);
  });

  it('rolls back when the server refuses', async () => {
    const store = createFavoritesStore();
    store.load('token-a', () => Promise.resolve([4]));
    await vi.waitFor(() => expect(store.getSnapshot().loaded).toBe(true));
    const failure = new Error('refused');
    const toggled = store.toggle(4, () => Promise.reject(failure));
    expect(store.getSnapshot().value.has(4)).toBe(false);
    await expect(toggled).rejects.toBe(failure);
    expect(store.getSnapshot().value.has(4)).toBe(true);
  });

  it('takes the ids kept by an earlier page load of this tab instead of fetching them', async () => {
    const first = createFavoritesStore();
    first.load('token-a', () => Promise.resolve([3, 5]));
    await vi.waitFor(() => expect(first.getSnapshot().loaded).toBe(true));

    // A full page load: a new store, the same tab.
    const next = createFavoritesStore();
    const loadIds = vi.fn(() => Promise.resolve([99]));
    next.load('token-a', loadIds);
    expect(loadIds).not.toHaveBeenCalled();
    expect(next.getSnapshot()).toEqual({ value: new Set([3, 5]), loaded: true });

    // Another sign-in never sees them.
    const other = createFavoritesStore();
    other.load('token-b', loadIds);
    expect(loadIds).toHaveBeenCalledTimes(1);
    expect(other.getSnapshot().loaded).toBe(false);
  });

  it('keeps its own toggles for the next page load', async () => {
    const store = createFavoritesStore();
    store.load('token-a', () => Promise.resolve([3]));
    await vi.waitFor(() => expect(store.getSnapshot().loaded).toBe(true));
    await store.toggle(8, (id, favorited) => Promise.resolve(answer(id, favorited)));
    await store.toggle(3, (id, favorited) => Promise.resolve(answer(id, favorited)));

    const next = createFavoritesStore();
    const loadIds = vi.fn(() => Promise.resolve([]));
    next.load('token-a', loadIds);
    expect(loadIds).not.toHaveBeenCalled();
    expect([...next.getSnapshot().value]).toEqual([8]);
  });

  it("fetches again when another tab changed the member's favourites", async () => {
    const loadIds = vi.fn(() => Promise.resolve([3]));
    const store = createFavoritesStore();
    store.load('token-a', loadIds);
    await vi.waitFor(() => expect(store.getSnapshot().loaded).toBe(true));

    // Another tab toggles a heart: it writes the stamp to the local storage both tabs share
    // (and keeps its ids in its own session storage, which this tab does not see).
    const ownCopy = sessionStorage.getItem('recipes.kept.favoriteIds')!;
    keptFavoriteIds.announce('token-a', [3, 6], Date.now() + 5);
    sessionStorage.setItem('recipes.kept.favoriteIds', ownCopy);
    loadIds.mockResolvedValue([3, 6]);

    // This tab hears it and fetches the ids again…
    window.dispatchEvent(new StorageEvent('storage', { key: changedKey, newValue: localStorage.getItem(changedKey) }));
    await vi.waitFor(() => expect(store.getSnapshot().value.has(6)).toBe(true));
    expect(loadIds).toHaveBeenCalledTimes(2);

    // …and a page load that missed the event does not trust a copy kept before the change.
    sessionStorage.setItem('recipes.kept.favoriteIds', ownCopy);
    const next = createFavoritesStore();
    next.load('token-a', loadIds);
    expect(loadIds).toHaveBeenCalledTimes(3);
    await vi.waitFor(() => expect(next.getSnapshot().value.has(6)).toBe(true));
    store.reset();
  });

  it('fetches again once the kept ids are old', () => {
    keptFavoriteIds.keep('token-a', [1], Date.now() - keptForMs);
    expect(keptFavoriteIds.kept('token-a')).toBeNull();
    keptFavoriteIds.keep('token-a', [1], Date.now() - keptForMs + 60_000);
    expect(keptFavoriteIds.kept('token-a')).toEqual([1]);
  });

  it('forgets the kept ids when the member signs out', async () => {
    const store = createFavoritesStore();
    store.load('token-a', () => Promise.resolve([3]));
    await vi.waitFor(() => expect(store.getSnapshot().loaded).toBe(true));
    store.reset();
    expect(keptFavoriteIds.kept('token-a')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { FavoriteState } from '@recipes/contracts';
import { createFavoritesStore } from './favorites-store.ts';

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
    expect([...store.getSnapshot().ids]).toEqual([3, 5]);

    store.load('token-b', loadIds);
    expect(loadIds).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().ids.size).toBe(0);
  });

  it('ignores the answer for a member who has signed out meanwhile', async () => {
    const store = createFavoritesStore();
    const ids = deferred<number[]>();
    store.load('token-a', () => ids.promise);
    store.reset();
    ids.resolve([1]);
    await Promise.resolve();
    expect(store.getSnapshot()).toEqual({ ids: new Set(), loaded: false });
  });

  it('tries again after loading failed', async () => {
    const store = createFavoritesStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadIds = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([9]);
    store.load('token-a', loadIds);
    await vi.waitFor(() => expect(loadIds).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    store.load('token-a', loadIds);
    await vi.waitFor(() => expect(store.getSnapshot().ids.has(9)).toBe(true));
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
    expect(store.getSnapshot().ids.has(4)).toBe(true);
    expect(send).toHaveBeenCalledWith(4, true);
    expect(listener).toHaveBeenCalled();
    sent.resolve(answer(4, true));
    await expect(toggled).resolves.toEqual(answer(4, true));
    expect(store.getSnapshot().ids.has(4)).toBe(true);

    await store.toggle(4, (id, favorited) => Promise.resolve(answer(id, favorited)));
    expect(store.getSnapshot().ids.has(4)).toBe(false);
  });

  it('rolls back when the server refuses', async () => {
    const store = createFavoritesStore();
    store.load('token-a', () => Promise.resolve([4]));
    await vi.waitFor(() => expect(store.getSnapshot().loaded).toBe(true));
    const failure = new Error('refused');
    const toggled = store.toggle(4, () => Promise.reject(failure));
    expect(store.getSnapshot().ids.has(4)).toBe(false);
    await expect(toggled).rejects.toBe(failure);
    expect(store.getSnapshot().ids.has(4)).toBe(true);
  });
});

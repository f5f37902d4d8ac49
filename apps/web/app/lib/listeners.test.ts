import { describe, expect, it, vi } from 'vitest';
import { createListeners } from './listeners.ts';

describe('createListeners', () => {
  it('notifies every subscriber until it unsubscribes', () => {
    const listeners = createListeners();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = listeners.subscribe(first);
    listeners.subscribe(second);
    listeners.notify();
    stopFirst();
    listeners.notify();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it("with a storage key, hears another tab's change of that entry only", () => {
    const listeners = createListeners({ key: 'recipes.unitSystem' });
    const listener = vi.fn();
    const stop = listeners.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'recipes.unitSystem' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'recipes.unitSystem' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears storage being cleared when asked to', () => {
    const listeners = createListeners({ key: 'currentUser', cleared: true });
    const listener = vi.fn();
    listeners.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

import { useSyncExternalStore } from 'react';

/**
 * The welcome after a sign-in, carried to the page the member continues to. Held in memory only
 * (a reload does not welcome again); the texts are translated when stored, so the next page needs
 * none of the sign-in page's translations.
 */
export interface Welcome {
  id: number;
  lines: string[];
}

let current: Welcome | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function showWelcome(lines: string[]): void {
  current = { id: nextId++, lines };
  notify();
}

/** Hides the welcome; with an id, only if that one is still showing (an old timer spares a newer one). */
export function dismissWelcome(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWelcome(): Welcome | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

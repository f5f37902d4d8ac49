import { useSyncExternalStore } from 'react';
import { createListeners } from '../listeners.ts';

/**
 * The one notice above every page, held in memory only (a reload does not show it again):
 * - the welcome after a sign-in, carried to the page the member continues to; its texts are
 *   translated when stored, so the next page needs none of the sign-in page's translations;
 * - a confirmation carried to the next page (`Recipe created` on the new recipe's page), translated
 *   when stored like the welcome;
 * - the end of a session the server refused (session-end.ts), with a way to sign in again.
 */
export type SiteNotice =
  { id: number; kind: 'welcome' | 'confirmation'; lines: string[] } | { id: number; kind: 'sessionEnded' };

let current: SiteNotice | null = null;
let nextId = 1;
const { subscribe, notify } = createListeners();

export function showWelcome(lines: string[]): void {
  current = { id: nextId++, kind: 'welcome', lines };
  notify();
}

/** A short confirmation that goes by itself, shown on the page the member is sent to next. */
export function showConfirmation(lines: string[]): void {
  current = { id: nextId++, kind: 'confirmation', lines };
  notify();
}

export function showSessionEnded(): void {
  if (current?.kind === 'sessionEnded') return;
  current = { id: nextId++, kind: 'sessionEnded' };
  notify();
}

/** Hides the notice; with an id, only if that one is still showing (an old timer spares a newer one). */
export function dismissNotice(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  notify();
}

export function useSiteNotice(): SiteNotice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

import { createListeners } from '../listeners.ts';
import type { KeptForSession } from './kept-for-session.ts';

export interface MemberState<T> {
  value: T;
  /** False until the member's value has arrived. */
  loaded: boolean;
}

/**
 * One piece of the signed-in member's state that pages show (favourite ids, own ratings), shared
 * by every component of the page: fetched once per member (token), never once per component, kept
 * for the tab session (kept-for-session.ts) so the next full page load need not fetch it, fetched
 * again when another tab changed it, forgotten on sign-out.
 */
export function createMemberStateStore<T, Stored>(options: {
  kept: KeptForSession<Stored>;
  empty: T;
  fromStored(stored: Stored): T;
  toStored(value: T): Stored;
  /** For the console message when fetching fails. */
  what: string;
}) {
  const { kept, fromStored, toStored } = options;
  const empty: MemberState<T> = { value: options.empty, loaded: false };
  let owner: string | null = null;
  let snapshot = empty;
  // One listener for other tabs' changes, however many components read the store.
  let stopListening: () => void = () => undefined;
  const listeners = createListeners();

  function publish(next: MemberState<T>) {
    snapshot = next;
    listeners.notify();
  }

  function fetchValue(token: string, fetch: () => Promise<Stored>, fetched?: (stored: Stored) => void) {
    fetch()
      .then((stored) => {
        if (owner !== token) return;
        kept.keep(token, stored);
        publish({ value: fromStored(stored), loaded: true });
        fetched?.(stored);
      })
      .catch((error: unknown) => {
        console.error(`Loading ${options.what} failed`, error);
        // The next component to mount tries again (unless a value shows already).
        if (owner === token && !snapshot.loaded) {
          owner = null;
          stopListening();
        }
      });
  }

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => snapshot,
    getServerSnapshot: () => empty,
    /** The token whose value this is (or is on its way), or null. */
    owner: () => owner,

    /**
     * Shows the value of the member owning `token`: the one kept in this tab when still good, else
     * fetched (then handed to `fetched`); nothing happens when it is loaded or on its way.
     */
    load(token: string, fetch: () => Promise<Stored>, fetched?: (stored: Stored) => void): void {
      if (owner === token) return;
      stopListening();
      owner = token;
      stopListening = kept.subscribe(token, () => fetchValue(token, fetch));
      const keptValue = kept.kept(token);
      if (keptValue !== null) {
        publish({ value: fromStored(keptValue), loaded: true });
        return;
      }
      publish(empty);
      fetchValue(token, fetch, fetched);
    },

    /** Forgets the value (signed out), here and in this tab's session storage. */
    reset(): void {
      kept.forget();
      if (owner === null && snapshot === empty) return;
      stopListening();
      owner = null;
      publish(empty);
    },

    /**
     * Shows a change at once. With `confirmed` (the server took it), it is also kept for the next
     * page load and announced to the other tabs.
     */
    change(update: (value: T) => T, confirmed: boolean): void {
      publish({ ...snapshot, value: update(snapshot.value) });
      if (confirmed && owner !== null) kept.announce(owner, toStored(snapshot.value));
    },
  };
}

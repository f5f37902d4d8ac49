import { startTransition, useEffect, useState } from 'react';
import { whenDocumentHydrated } from './hydration-pass.ts';

export interface StoreAfterHydration<T> {
  value: T;
  /** False in the server's HTML and during hydration, true once the browser's value is read. */
  hydrated: boolean;
}

/**
 * Reads a browser-only store (local storage, a media query) the way useSyncExternalStore with a
 * server snapshot does, except for the first catch-up after hydration: when the browser's value
 * differs from the server's, useSyncExternalStore re-renders every reader at once in one
 * synchronous task (the home page's carousel, every reader of the session: 100 ms and more on a
 * phone-class CPU, Lighthouse's longest tasks). Here that catch-up is a transition, which React
 * splits into short tasks. Later changes apply at once. Decision 0036.
 */
export function useStoreAfterHydration<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  serverValue: T,
): StoreAfterHydration<T> {
  const [state, setState] = useState<StoreAfterHydration<T>>({ value: serverValue, hydrated: false });
  useEffect(() => {
    const follow = () =>
      setState((previous) => {
        const value = read();
        return previous.hydrated && Object.is(previous.value, value) ? previous : { value, hydrated: true };
      });
    let unsubscribe = () => {};
    // Not before the parts hydrated later have (hydration-pass.ts) seen the server's value too.
    const cancel = whenDocumentHydrated(() => {
      startTransition(follow);
      unsubscribe = subscribe(follow);
    });
    return () => {
      cancel();
      unsubscribe();
    };
  }, [subscribe, read]);
  return state;
}

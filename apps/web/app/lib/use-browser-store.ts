import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isHydratingDocument, whenDocumentHydrated } from './hydration-pass.ts';

/**
 * `useSyncExternalStore` that shows the server's snapshot while the document hydrates. React
 * would read `getServerSnapshot` while hydrating and catch up after; Preact's compat layer, the
 * browser's runtime, reads the browser's value at once, and since Preact hydrates without
 * touching attributes, a value that differs (a checked radio, a class) would stay as the server
 * wrote it (decision 0048). Here the browser's value follows in an effect.
 *
 * Not useStoreAfterHydration (use-store-after-hydration.ts): that one starts every mount from the
 * server's value, also after a client navigation; this one does so only in the hydration pass,
 * and otherwise is plain useSyncExternalStore.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [fromServer, setFromServer] = useState(isHydratingDocument);
  useEffect(() => {
    const catchUp = () => setFromServer(false);
    // As in use-store-after-hydration.ts: the catch-up after hydration is a transition, once
    // every part of the page has hydrated.
    if (fromServer) return whenDocumentHydrated(() => startTransition(catchUp));
  }, [fromServer]);
  return useSyncExternalStore(subscribe, fromServer ? getServerSnapshot : getSnapshot, getServerSnapshot);
}

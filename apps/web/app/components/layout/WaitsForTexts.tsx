import { Suspense, type ReactNode } from 'react';

/**
 * Where a part may wait for a namespace of texts the browser has not fetched yet (i18n/react.tsx
 * suspends until it arrives). React keeps what is on screen meanwhile; Preact, the browser's
 * runtime in production builds (decision 0048), needs a boundary: the part shows nothing for that
 * moment and comes back with its state.
 */
export function WaitsForTexts({ children }: { children: ReactNode }) {
  if (import.meta.env.CLIENT_RUNTIME !== 'preact') return children;
  return <Suspense fallback={null}>{children}</Suspense>;
}

import { Suspense, type ReactNode } from 'react';

/**
 * Where a part may wait for a namespace of texts the browser has not fetched yet (i18n/react.tsx
 * suspends until it arrives). Preact, the browser's runtime (decision 0048), needs a boundary: the
 * part shows nothing for that moment and comes back with its state. The server has every text
 * before it renders, and writes no boundary (React would mark one in the HTML).
 */
export function WaitsForTexts({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) return children;
  return <Suspense fallback={null}>{children}</Suspense>;
}

let hydrating = false;

/**
 * Whether the document is being hydrated right now. Set around Preact's hydration pass only
 * (preact-hydration.tsx), which is synchronous; React reads server snapshots by itself.
 */
export const isHydratingDocument = (): boolean => hydrating;

/** Runs the hydration pass with the flag set. */
export function duringHydration(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

import { useStoreAfterHydration } from '../../lib/use-store-after-hydration.ts';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const asksForLessMotion = () => window.matchMedia(query).matches;

/** True when the visitor asked for less motion. The server assumes so: nothing moves before hydration. */
export function useReducedMotion(): boolean {
  return useStoreAfterHydration(subscribe, asksForLessMotion, true).value;
}

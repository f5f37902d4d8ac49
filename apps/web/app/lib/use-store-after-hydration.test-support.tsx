import { useStoreAfterHydration } from './use-store-after-hydration.ts';

// A browser-only store: its value differs from what the server assumes.
let stored = 'browser';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => stored;
export const setStored = (value: string) => {
  stored = value;
  for (const listener of listeners) listener();
};

export function Reader({ renders }: { renders: string[] }) {
  const { value, hydrated } = useStoreAfterHydration(subscribe, read, 'server');
  renders.push(`${value}/${hydrated}`);
  return <p>{`${value} ${hydrated ? 'hydrated' : 'not yet'}`}</p>;
}

/** What the server writes for a Reader (use-store-after-hydration.server.test.tsx checks it against React). */
export const serverHtml = '<p>server not yet</p>';

import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoreAfterHydration } from './use-store-after-hydration.ts';

// A browser-only store: its value differs from what the server assumes.
let stored = 'browser';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => stored;
const write = (value: string) => {
  stored = value;
  for (const listener of listeners) listener();
};

function Reader({ renders }: { renders: string[] }) {
  const { value, hydrated } = useStoreAfterHydration(subscribe, read, 'server');
  renders.push(`${value}/${hydrated}`);
  return <p>{`${value} ${hydrated ? 'hydrated' : 'not yet'}`}</p>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  stored = 'browser';
});

describe('useStoreAfterHydration', () => {
  it('hydrates with the server value, then reads the browser one and follows changes', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Reader renders={[]} />);
    document.body.append(container);
    expect(container.textContent).toBe('server not yet');

    const renders: string[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Reader renders={renders} />, { onRecoverableError: (e) => errors.push(e) });
    });
    // The hydration render matches the server's HTML (no mismatch), the catch-up comes after.
    expect(errors).toEqual([]);
    expect(renders[0]).toBe('server/false');
    expect(container.textContent).toBe('browser hydrated');

    act(() => write('changed'));
    expect(container.textContent).toBe('changed hydrated');
  });

  it('marks itself hydrated when the browser value is the server one', async () => {
    stored = 'server';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Reader renders={[]} />);
    document.body.append(container);
    const renders: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Reader renders={renders} />);
    });
    expect(renders.slice(0, 2)).toEqual(['server/false', 'server/true']);
    expect(container.textContent).toBe('server hydrated');
  });
});

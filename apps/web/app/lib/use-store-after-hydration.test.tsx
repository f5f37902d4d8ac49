import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Reader, serverHtml, setStored } from './use-store-after-hydration.test-support.tsx';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  setStored('browser');
});

describe('useStoreAfterHydration', () => {
  it('hydrates with the server value, then reads the browser one and follows changes', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
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

    act(() => setStored('changed'));
    expect(container.textContent).toBe('changed hydrated');
  });

  it('marks itself hydrated when the browser value is the server one', async () => {
    setStored('server');
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const renders: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Reader renders={renders} />);
    });
    expect(renders.slice(0, 2)).toEqual(['server/false', 'server/true']);
    expect(container.textContent).toBe('server hydrated');
  });
});

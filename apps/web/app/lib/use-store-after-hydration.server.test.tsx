import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Reader, serverHtml } from './use-store-after-hydration.test-support.tsx';

// The HTML the browser tests hydrate (use-store-after-hydration.test.tsx) is what React's server writes.
describe('useStoreAfterHydration on the server', () => {
  it('writes the server value, not yet hydrated', () => {
    expect(renderToString(<Reader renders={[]} />)).toBe(serverHtml);
  });
});

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's request handler (@react-router/node) and the web build must share one React Router:
// two copies mean two router contexts (decision 0025).
const packageRoot = (file: string) => file.slice(0, file.lastIndexOf('/node_modules/react-router/') + 1);

describe('React Router', () => {
  it('is one copy for the server, its request handler and the web app', () => {
    const fromServer = createRequire(fileURLToPath(new URL('../../../package.json', import.meta.url)));
    const fromWeb = createRequire(fileURLToPath(new URL('../../../../web/package.json', import.meta.url)));
    const fromHandler = createRequire(fromServer.resolve('@react-router/node'));
    const copies = new Set([fromWeb, fromHandler].map((require) => packageRoot(require.resolve('react-router'))));
    expect([...copies]).toHaveLength(1);
  });
});

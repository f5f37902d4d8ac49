/**
 * In the browser, zod must not compile parsers with `new Function`: even its probe for that is a
 * violation of the pages' Content-Security-Policy (no 'unsafe-eval'). zod keeps its settings on
 * globalThis, so setting them here, before any schema module runs (root.tsx imports this first),
 * covers every chunk that brings zod. The server keeps the faster compiled parsers.
 */
if (typeof document !== 'undefined') {
  const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  settings.__zod_globalConfig = Object.assign(settings.__zod_globalConfig ?? {}, { jitless: true });
}

export {};

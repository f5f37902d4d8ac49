import type { SiteLoadContext } from '@recipes/contracts';

declare module 'react-router' {
  // Loaders read data in-process through what the server hands over (see apps/server/src/modules/web).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}

declare global {
  interface ImportMetaEnv {
    /** 'preact' in production browser builds (vite.config.ts, decision 0048); absent elsewhere. */
    readonly CLIENT_RUNTIME?: 'preact';
  }
}

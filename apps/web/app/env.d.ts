import type { SiteLoadContext } from '@recipes/contracts';

declare module 'react-router' {
  // Loaders read data in-process through what the server hands over (see apps/server/src/modules/web).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}

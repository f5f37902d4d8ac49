import type { Config } from '@react-router/dev/config';

// Pages are rendered on the server (SEO, first paint) and hydrated in the browser.
export default {
  appDirectory: 'app',
  ssr: true,
  // Every route's entry ships in the page's manifest: no link scan and /__manifest request after
  // hydration (a long task on the public pages, decision 0043), and no server request per view.
  routeDiscovery: { mode: 'initial' },
  // Today's behaviour, stated so the build does not warn. v8_middleware would replace the
  // load context (context.site) with a different API.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;

// The service worker, built into build/client/sw.js by ../sw-build.ts (see docs/decisions/0020).
// Precaches the app shell, answers pages network-first, keeps recently read pages and the
// member's favourites for offline reading, and shows the offline page for anything else.
import { languages } from '@recipes/contracts/plain';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  forgetKeptRecipes,
  isForgetRecipesMessage,
  isKeepRecipesMessage,
  isKeptStatusMessage,
  keepRecipes,
  keptCacheName,
  keptRecipeIds,
  keptResponse,
  refreshKeptRecipe,
  type KeptRecipesReply,
} from './kept-recipes.ts';
import {
  isKeptPagePath,
  keptRecipeKey,
  pageOfDataRequest,
  photoParts,
  pickLanguage,
  recipeIdOf,
  withoutScripts,
} from './page-parts.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** Hashed build assets and public files, written in by the build (sw-build.ts). */
  __WB_MANIFEST: PrecacheEntry[];
  /** Changes with every build: the offline pages name the build's assets. */
  __SW_REVISION: string;
};

const day = 60 * 60 * 24;
const offlinePage = (language: string) => `/offline?lang=${language}`;

// A new build takes over at once: pages are network-first, so open tabs load its assets next.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute([
  ...self.__WB_MANIFEST,
  ...languages.map((language) => ({ url: offlinePage(language), revision: self.__SW_REVISION })),
]);

/** Recently read pages: the network's answer whenever there is one, this copy only offline. */
const pages = new NetworkFirst({
  cacheName: 'pages',
  // Pages vary by the language cookie, which a worker's requests do not show; one copy per address.
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
    {
      // The server, every time (a 304 when unchanged): pages allow stale-while-revalidate, and
      // the HTTP cache's stale copy must not stand in for the network's answer. Redirects go
      // back to the browser as they are, as for the navigation itself.
      requestWillFetch: async ({ request }) =>
        new Request(request.url, {
          headers: request.headers,
          credentials: 'same-origin',
          cache: 'no-cache',
          redirect: 'manual',
        }),
      // A visit to a favourite refreshes its kept copy as well.
      fetchDidSucceed: async ({ request, response }) => {
        const recipeId = recipeIdOf(new URL(request.url).pathname);
        if (recipeId !== null && response.status === 200) await refreshKeptRecipe(recipeId, response.clone());
        return response;
      },
    },
  ],
});

/** Photos never change under one name (/media is immutable): any copy is right. */
const photos = new CacheFirst({
  cacheName: 'photos',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 60 * day, purgeOnQuotaError: true }),
  ],
});

/** The offline page in the member's language, under the address asked for and without scripts. */
async function offlineResponse(): Promise<Response> {
  const cookieStore = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value?: string } | null> } })
    .cookieStore;
  const cookie = await cookieStore?.get('lang').catch(() => null);
  const language = pickLanguage(languages, [cookie?.value, ...self.navigator.languages]);
  const page = await matchPrecache(offlinePage(language));
  if (!page) return Response.error();
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  return new Response(withoutScripts(await page.text()), { status: 200, headers });
}

async function answerPage({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    if (isKeptPagePath(url.pathname)) return await pages.handle({ request, event });
    return await fetch(request);
  } catch {
    const recipeId = recipeIdOf(url.pathname);
    const kept = recipeId === null ? undefined : await keptResponse(keptRecipeKey(recipeId));
    return kept ?? offlineResponse();
  }
}

/** Any kept width of the photo: the page may ask for another width than the one kept. */
async function anyWidth(url: URL): Promise<Response | undefined> {
  const parts = photoParts(url.pathname);
  if (!parts) return undefined;
  for (const name of [keptCacheName, 'photos']) {
    const cache = await caches.open(name);
    const keys = await cache.keys();
    const sibling = keys.find((key) => photoParts(new URL(key.url).pathname)?.base === parts.base);
    if (sibling) return cache.match(sibling);
  }
  return undefined;
}

async function answerPhoto({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const kept = await keptResponse(url.pathname);
  if (kept) return kept;
  try {
    return await photos.handle({ request, event });
  } catch {
    return (await anyWidth(url)) ?? Response.error();
  }
}

/**
 * A client navigation's data request with no network: React Router's single-fetch redirect
 * (204 + X-Remix-Redirect, reload) turns it into a document load, which the page route answers.
 */
async function answerData({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const page = pageOfDataRequest(url);
    if (!page) return Response.error();
    return new Response(null, {
      status: 204,
      headers: { 'X-Remix-Redirect': page, 'X-Remix-Status': '302', 'X-Remix-Reload-Document': 'true' },
    });
  }
}

// The API (signed-in answers carry Authorization) is never routed here: it goes to the network only.
registerRoute(({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', answerPage);
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'), answerPhoto);
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.data'), answerData);

/** Answers on the message's port (when it brought one) with the ids kept. */
function reply(event: ExtendableMessageEvent, recipeIds: number[]): void {
  const answer: KeptRecipesReply = { type: 'kept', recipeIds };
  event.ports[0]?.postMessage(answer);
}

self.addEventListener('message', (event) => {
  const { data } = event;
  if (isKeepRecipesMessage(data)) event.waitUntil(keepRecipes(data.recipeIds).then((ids) => reply(event, ids)));
  else if (isKeptStatusMessage(data)) event.waitUntil(keptRecipeIds(data.recipeIds).then((ids) => reply(event, ids)));
  else if (isForgetRecipesMessage(data)) event.waitUntil(forgetKeptRecipes());
});

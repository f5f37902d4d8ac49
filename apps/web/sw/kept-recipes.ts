import { CacheExpiration } from 'workbox-expiration';
import { keptRecipeKey, pagePhotos } from './page-parts.ts';

/** The member's favourite recipes (pages and photos), apart from what browsing evicts. */
export const keptCacheName = 'recipes-kept';

/** Pages and photos together: about 80 favourites with their photos; the oldest go first. */
const keptEntries = 400;
/** Favourites kept per message: the newest recipes (highest ids) when a member has more. */
const recipesPerMessage = 60;

const expiration = new CacheExpiration(keptCacheName, { maxEntries: keptEntries, maxAgeSeconds: 60 * 60 * 24 * 90 });

/** What a page sends: `navigator.serviceWorker.controller.postMessage({ type: 'keep-recipes', … })`. */
export interface KeepRecipesMessage {
  type: 'keep-recipes';
  recipeIds: number[];
}

export function isKeepRecipesMessage(data: unknown): data is KeepRecipesMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, recipeIds } = data as Partial<KeepRecipesMessage>;
  return (
    type === 'keep-recipes' && Array.isArray(recipeIds) && recipeIds.every((id) => Number.isSafeInteger(id) && id > 0)
  );
}

/** What a page sends when the member signs out. */
export function isForgetRecipesMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'forget-recipes';
}

/**
 * A stored copy a navigation may be answered with: a followed redirect (`/recipe/12` →
 * `/recipe/12/pho`) leaves `redirected` set, and browsers refuse such a response for a navigation.
 */
async function storable(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

async function keep(cache: Cache, url: string, response: Response): Promise<void> {
  await cache.put(url, await storable(response));
  await expiration.updateTimestamp(new URL(url, self.location.origin).href);
}

/** One favourite: its page unless kept already (visits keep it fresh), and the photos it shows. */
async function keepRecipe(cache: Cache, recipeId: number): Promise<void> {
  const key = keptRecipeKey(recipeId);
  if (await cache.match(key, { ignoreVary: true })) return;
  const page = await fetch(key, { credentials: 'same-origin' });
  if (!page.ok || !(page.headers.get('content-type') ?? '').includes('text/html')) return;
  const html = await page.clone().text();
  await keep(cache, key, page);
  for (const photo of pagePhotos(html)) {
    if (await caches.match(photo)) continue;
    const response = await fetch(photo);
    if (response.ok) await keep(cache, photo, response);
  }
}

/** Keeps the given favourites readable offline; failures (offline, deleted recipe) skip one. */
export async function keepRecipes(recipeIds: readonly number[]): Promise<void> {
  const cache = await caches.open(keptCacheName);
  for (const recipeId of [...recipeIds].sort((a, b) => b - a).slice(0, recipesPerMessage)) {
    try {
      await keepRecipe(cache, recipeId);
    } catch {
      // Offline or refused: the next visit or message tries again.
    }
  }
  await expiration.expireEntries();
}

/** A kept page, freshly fetched during a visit: replaces the kept copy (never adds one). */
export async function refreshKeptRecipe(recipeId: number, response: Response): Promise<void> {
  // Opening would create the cache again after a sign-out deleted it.
  if (!(await caches.has(keptCacheName))) return;
  const cache = await caches.open(keptCacheName);
  const key = keptRecipeKey(recipeId);
  if (await cache.match(key, { ignoreVary: true })) await keep(cache, key, response);
}

/** The kept copy of a favourite's page or photo. */
export async function keptResponse(key: string): Promise<Response | undefined> {
  // Matched through CacheStorage: opening the cache would create it again after a sign-out.
  return caches.match(key, { cacheName: keptCacheName, ignoreVary: true });
}

/** Signed out: the next person on this device does not find the member's favourites. */
export async function forgetKeptRecipes(): Promise<void> {
  await expiration.delete();
  await caches.delete(keptCacheName);
}

import { CacheExpiration } from 'workbox-expiration';
import { keptRecipeKey, pagePhotos } from './page-parts.ts';

/** The member's favourite recipes (pages and photos), apart from what browsing evicts. */
export const keptCacheName = 'recipes-kept';

/** Pages and photos together: about 80 favourites with their photos; the oldest go first. */
const keptEntries = 400;
/** Favourites kept per message: the newest recipes (highest ids) when a member has more. */
const recipesPerMessage = 60;

const expiration = new CacheExpiration(keptCacheName, { maxEntries: keptEntries, maxAgeSeconds: 60 * 60 * 24 * 90 });

/**
 * What a page sends: `worker.postMessage({ type: 'keep-recipes', … }, [port])`. The worker answers
 * on the port, once done, with the ids kept (`KeptRecipesReply`); `kept-status` asks which of
 * the ids are kept already without fetching anything.
 */
export interface KeepRecipesMessage {
  type: 'keep-recipes' | 'kept-status';
  recipeIds: number[];
}

export interface KeptRecipesReply {
  type: 'kept';
  recipeIds: number[];
}

function isRecipesMessage(data: unknown, type: KeepRecipesMessage['type']): data is KeepRecipesMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<KeepRecipesMessage>;
  return (
    message.type === type &&
    Array.isArray(message.recipeIds) &&
    message.recipeIds.every((id) => Number.isSafeInteger(id) && id > 0)
  );
}

export const isKeepRecipesMessage = (data: unknown) => isRecipesMessage(data, 'keep-recipes');
export const isKeptStatusMessage = (data: unknown) => isRecipesMessage(data, 'kept-status');

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

/** One favourite's page: the kept copy (visits keep it fresh), else fetched and kept now. */
async function keptPage(cache: Cache, key: string): Promise<string | null> {
  const kept = await cache.match(key, { ignoreVary: true });
  if (kept) return kept.text();
  const page = await fetch(key, { credentials: 'same-origin' });
  if (!page.ok || !(page.headers.get('content-type') ?? '').includes('text/html')) return null;
  const html = await page.clone().text();
  await keep(cache, key, page);
  return html;
}

/**
 * One favourite: its page and every photo it shows, in this cache (a photo already in the browsing
 * cache is copied, since browsing evicts it). True once all of it is kept.
 */
async function keepRecipe(cache: Cache, recipeId: number): Promise<boolean> {
  const html = await keptPage(cache, keptRecipeKey(recipeId));
  if (html === null) return false;
  for (const photo of pagePhotos(html)) {
    if (await cache.match(photo)) continue;
    const response = (await caches.match(photo))?.clone() ?? (await fetch(photo));
    if (!response.ok) return false;
    await keep(cache, photo, response);
  }
  return true;
}

/** Whether a favourite's page and all its photos are kept. */
async function isKept(cache: Cache, recipeId: number): Promise<boolean> {
  const page = await cache.match(keptRecipeKey(recipeId), { ignoreVary: true });
  if (!page) return false;
  for (const photo of pagePhotos(await page.text())) {
    if (!(await cache.match(photo))) return false;
  }
  return true;
}

/** The newest recipes (highest ids) first, as many as one message keeps. */
export const recipesToKeep = (recipeIds: readonly number[]) =>
  [...recipeIds].sort((a, b) => b - a).slice(0, recipesPerMessage);

/**
 * Keeps the given favourites readable offline and answers the ids now kept, page and photos;
 * failures (offline, deleted recipe) skip one, for the page to ask again.
 */
export async function keepRecipes(recipeIds: readonly number[]): Promise<number[]> {
  const cache = await caches.open(keptCacheName);
  const kept: number[] = [];
  for (const recipeId of recipesToKeep(recipeIds)) {
    try {
      if (await keepRecipe(cache, recipeId)) kept.push(recipeId);
    } catch {
      // Offline or refused: the page asks again, and so does the next visit.
    }
  }
  await expiration.expireEntries();
  return kept;
}

/** The ids among these whose page and photos are kept (nothing is fetched). */
export async function keptRecipeIds(recipeIds: readonly number[]): Promise<number[]> {
  if (!(await caches.has(keptCacheName))) return [];
  const cache = await caches.open(keptCacheName);
  const kept: number[] = [];
  for (const recipeId of recipeIds) if (await isKept(cache, recipeId)) kept.push(recipeId);
  return kept;
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

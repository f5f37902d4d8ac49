// Pure helpers of the service worker (sw.ts): what it reads from URLs and pages. No worker APIs
// here, so the unit tests run them as they are.
import { smallThumbnailWidth } from '@recipes/contracts/plain';

/**
 * A photo this site stores, /media/{owner}/{stem}-{width}.webp, or its small thumbnail
 * -thumb.webp (200 px, made on request; packages/contracts photo-sizes.ts).
 */
const photoPath = /^(\/media\/\d+\/[0-9a-f]+)-(\d{3,4}|thumb)\.webp$/;

/** The width the page keeps of each favourite's photo: sharp on a phone, a quarter of the 1600 one. */
export const keptPhotoWidth = 800;

/** `/recipe/12` and `/recipe/12/pho-bo` (not `/recipe/12/edit`, `/recipe/new`): the recipe's id. */
export function recipeIdOf(pathname: string): number | null {
  const match = /^\/recipe\/([1-9]\d{0,9})(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match || match[2] === 'edit') return null;
  return Number(match[1]);
}

/** Where a favourite recipe's page is kept, whatever slug the address carries. */
export function keptRecipeKey(recipeId: number): string {
  return `/recipe/${recipeId}`;
}

/** The photo and its width, or null for anything else under /media. */
export function photoParts(pathname: string): { base: string; width: number } | null {
  const match = photoPath.exec(pathname);
  return match ? { base: match[1] ?? '', width: match[2] === 'thumb' ? smallThumbnailWidth : Number(match[2]) } : null;
}

/**
 * The photos a recipe page shows (src, srcset, preload hints), one address per photo: the kept
 * width where the page offers it, else the first it names. At most `limit`, in page order.
 */
export function pagePhotos(html: string, limit = 6): string[] {
  const byBase = new Map<string, string>();
  for (const [found] of html.matchAll(/\/media\/\d+\/[0-9a-f]+-\d{3,4}\.webp/g)) {
    const parts = photoParts(found);
    if (!parts) continue;
    const chosen = byBase.get(parts.base);
    if (chosen === undefined) {
      if (byBase.size >= limit) continue;
      byBase.set(parts.base, found);
    } else if (parts.width === keptPhotoWidth) byBase.set(parts.base, found);
  }
  return [...byBase.values()];
}

/**
 * The page a React Router data request (`/recipe/12/pho.data?_routes=…`, `/_root.data`) loads
 * data for, so that a client navigation that cannot reach the server can load it as a document.
 */
export function pageOfDataRequest(url: URL): string | null {
  if (!url.pathname.endsWith('.data')) return null;
  const path = url.pathname === '/_root.data' ? '/' : url.pathname.slice(0, -'.data'.length);
  const params = new URLSearchParams(url.search);
  params.delete('_routes');
  params.delete('index');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Paths whose pages carry one-time tokens or results: never kept (network only, offline page). */
export function isKeptPagePath(pathname: string): boolean {
  return !/^\/(auth|mail)\//.test(pathname) && pathname !== '/offline';
}

/** The first supported language of a list (cookie value first, then the browser's languages). */
export function pickLanguage<L extends string>(
  supported: readonly L[],
  candidates: readonly (string | null | undefined)[],
): L {
  for (const candidate of candidates) {
    const primary = (candidate ?? '').toLowerCase().split('-')[0];
    const found = supported.find((language) => language === primary);
    if (found) return found;
  }
  return supported[0] as L;
}

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const modulePreload = /<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi;

/**
 * A page without its scripts: the offline page is served under another page's address, where
 * hydrating would match that other page's route and fail, so it shows as plain HTML and CSS.
 */
export function withoutScripts(html: string): string {
  return html.replace(scriptElement, '').replace(modulePreload, '');
}

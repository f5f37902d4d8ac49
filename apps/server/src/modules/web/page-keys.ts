import type { FastifyRequest } from 'fastify';

/** The web app's language cookie (apps/web/app/i18n/request-language.ts); pages render by it. */
const languageCookieName = 'lang';
const pageLanguages = new Set(['en', 'de', 'vi']);

/** Parameters of the list and search pages (CONTRACT "Filters and sort"). */
const listParameters = [
  'page',
  'category',
  'cuisine',
  'maxTime',
  'minRating',
  'hasPhoto',
  'include',
  'exclude',
  'sort',
];

/**
 * The query parameters each public page reads; any other one (`?cb=123`) is dropped before the
 * page is rendered, so it neither changes the answer nor makes another cache entry. `lang` picks
 * the language; `_routes` says which loaders a `.data` request asks for. Paths not listed here
 * (sign-in, editor, callbacks) keep their whole query.
 */
const pageParameters: [RegExp, readonly string[]][] = [
  [/^\/(home)?$/, []],
  [/^\/recipes(\/[^/]+)?$/, listParameters],
  [/^\/recipe\/\d+(\/[^/]+)?$/, ['servings', 'units']],
  [/^\/members\/\d+(\/[^/]+)?$/, ['page']],
  [/^\/(categories|about|privacy-policy|faq|terms|cookies|contact|api\/docs|sitemap\.xml|robots\.txt)$/, []],
];

/** `/recipe/1/pho.data` asks for the data of `/recipe/1/pho`; `/_root.data` for `/`. */
function pagePathOf(path: string): string {
  if (path === '/_root.data') return '/';
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}

function readCookie(header: string | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return '';
}

/**
 * The URL a page is rendered for: its path and only the parameters it reads, in a fixed order;
 * unknown paths as they came.
 */
export function normalizedPageUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const path = url.slice(0, queryStart);
  const pagePath = pagePathOf(path);
  const known = pageParameters.find(([pattern]) => pattern.test(pagePath))?.[1];
  if (!known) return url;
  const allowed = new Set([...known, 'lang', ...(path === pagePath ? [] : ['_routes'])]);
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const kept = [...params].filter(([name]) => allowed.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}

/**
 * The language a page renders in: `?lang=`, then the cookie, then the browser's Accept-Language
 * (languageFromRequest in the web app). The key holds the resolved language, so visitors whose
 * headers differ but resolve alike share one entry.
 */
function pageLanguage(request: FastifyRequest, url: string): string {
  const fromQuery = new URLSearchParams(url.slice(url.indexOf('?') + 1 || url.length)).get('lang');
  if (fromQuery && pageLanguages.has(fromQuery)) return fromQuery;
  const fromCookie = readCookie(request.headers.cookie, languageCookieName);
  return pageLanguages.has(fromCookie) ? fromCookie : request.language;
}

/**
 * The cache key of a page request (language and normalized URL), or null when its answer must not
 * come from the cache: anything but GET and HEAD. A bearer token does not matter: pages never read
 * it (the member's token lives in the browser; the personal bits are fetched after hydration).
 */
export function pageCacheKey(request: FastifyRequest, url: string): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  return `${pageLanguage(request, url)}\n${url}`;
}

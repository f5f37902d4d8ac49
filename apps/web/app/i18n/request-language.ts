import { languages, resolveLanguage, type Language } from '@recipes/contracts/plain';

/** The cookie the language menu writes so that server-rendered HTML comes in the chosen language. */
export const languageCookieName = 'lang';
/** Local storage key the language menu writes as well (CONTRACT: remembered in both). */
export const languageStorageKey = 'lang';
export const languageCookieMaxAge = 60 * 60 * 24 * 365;

export function isLanguage(value: string | null | undefined): value is Language {
  return !!value && (languages as readonly string[]).includes(value);
}

/** Reads one cookie's value from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The page language: `?lang=`, then the `lang` cookie (a choice the visitor made), then the
 * browser's languages by their q-weights (a first visit), else English.
 */
export function languageFromRequest(request: Request): Language {
  const fromQuery = new URL(request.url).searchParams.get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = readCookie(request.headers.get('cookie'), languageCookieName);
  if (isLanguage(fromCookie)) return fromCookie;
  return resolveLanguage(request.headers.get('accept-language'));
}

/** The `document.cookie` assignment that remembers a language for a year. */
export function languageCookie(language: Language): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=${languageCookieMaxAge}; SameSite=Lax`;
}

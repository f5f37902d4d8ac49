import type { I18n } from './translator.ts';
import type { Language } from '@recipes/contracts';
import { isLanguage, languageCookie, languageCookieName, languageStorageKey, readCookie } from './request-language.ts';

/** Remembers the choice in local storage and in the cookie the server reads. */
export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language);
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
}

export function cookieLanguage(): Language | null {
  const value = readCookie(document.cookie, languageCookieName);
  return isLanguage(value) ? value : null;
}

export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(languageStorageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Switches the instance (it fetches the language's texts first) and remembers the choice. */
export async function applyLanguage(i18n: I18n, language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  rememberLanguage(language);
}

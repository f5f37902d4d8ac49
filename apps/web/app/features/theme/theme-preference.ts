/**
 * The visitor's colour scheme: "system" follows prefers-color-scheme, "light" and "dark" override
 * it. Kept like the language (CONTRACT §Pages): in local storage and a cookie. The choice lives on
 * <html data-theme> only, never in the server's HTML, so cached pages stay the same for everyone
 * (decision 0021); theme-script.ts puts it there from the cookie before first paint.
 */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type ExplicitTheme = Exclude<ThemeChoice, 'system'>;

export const themeCookieName = 'theme';
export const themeStorageKey = 'theme';
export const themeAttribute = 'data-theme';
const themeCookieMaxAge = 60 * 60 * 24 * 365;
/** Tells the switch (and any other listener in this tab) that the choice changed. */
const changeEvent = 'recipes:theme-change';

export function isExplicitTheme(value: string | null | undefined): value is ExplicitTheme {
  return value === 'light' || value === 'dark';
}

/** The choice the page currently shows (what the inline script or the switch set). */
export function currentThemeChoice(): ThemeChoice {
  const value = document.documentElement.getAttribute(themeAttribute);
  return isExplicitTheme(value) ? value : 'system';
}

/** Shows the choice at once and remembers it; "system" forgets any earlier choice. */
export function chooseTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (isExplicitTheme(choice)) {
    root.setAttribute(themeAttribute, choice);
    document.cookie = `${themeCookieName}=${choice}; Path=/; Max-Age=${themeCookieMaxAge}; SameSite=Lax`;
  } else {
    root.removeAttribute(themeAttribute);
    document.cookie = `${themeCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
  try {
    if (isExplicitTheme(choice)) window.localStorage.setItem(themeStorageKey, choice);
    else window.localStorage.removeItem(themeStorageKey);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
  window.dispatchEvent(new Event(changeEvent));
}

/**
 * After hydration: a choice still in local storage whose cookie is gone (cleared, expired) is
 * shown and kept again. The head script reads only the cookie (decision 0046).
 */
export function restoreStoredTheme(): void {
  if (isExplicitTheme(document.documentElement.getAttribute(themeAttribute))) return;
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(themeStorageKey);
  } catch {
    return;
  }
  if (isExplicitTheme(stored)) chooseTheme(stored);
}

/**
 * Calls `listener` when the choice changes in this tab, and follows a choice made in another tab
 * of the same browser (the storage event) so that every open page agrees.
 */
export function subscribeToTheme(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== themeStorageKey && event.key !== null) return;
    const value = event.newValue;
    if (isExplicitTheme(value)) document.documentElement.setAttribute(themeAttribute, value);
    else document.documentElement.removeAttribute(themeAttribute);
    listener();
  };
  window.addEventListener(changeEvent, listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    window.removeEventListener(changeEvent, listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

import { themeAttribute, themeCookieName } from './theme-preference.ts';

/**
 * Runs in <head> before the stylesheets and the first paint: puts the remembered choice on
 * <html data-theme> so a visitor who chose a scheme never sees the other one flash. It reads the
 * cookie only: the first local storage read of a page is a blocking call to the browser process,
 * 10–40 ms at that moment of a load (decision 0046). A choice left only in storage (cookie
 * cleared) comes back after hydration (`restoreStoredTheme`). Plain ES5 with no imports: it
 * runs before any bundle. The page's Content-Security-Policy allows it by its SHA-256, which the
 * server computes from the rendered HTML (apps/server/src/http/security-headers.ts). It also marks
 * <html> with the class `js`, for styles that differ when scripts run (the phone filter sheet).
 */
export const themeScript =
  `(function(){var d=document.documentElement;d.classList.add("js");var ` +
  `m=/(?:^|;\\s*)${themeCookieName}=(light|dark)(?:;|$)/.exec(document.cookie);` +
  `if(m)d.setAttribute(${JSON.stringify(themeAttribute)},m[1])})()`;

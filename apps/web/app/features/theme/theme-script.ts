import { themeAttribute, themeCookieName, themeStorageKey } from './theme-preference.ts';

/**
 * Runs in <head> before the stylesheets and the first paint: puts the remembered choice on
 * <html data-theme> so a visitor who chose a scheme never sees the other one flash. The cookie
 * first (readable even where storage throws), then local storage. Plain ES5 with no imports: it
 * runs before any bundle. The page's Content-Security-Policy allows it by its SHA-256, which the
 * server computes from the rendered HTML (apps/server/src/http/security-headers.ts). It also marks
 * <html> with the class `js`, for styles that differ when scripts run (the phone filter sheet).
 */
export const themeScript =
  `(function(){var d=document.documentElement;d.classList.add("js");var ` +
  `m=/(?:^|;\\s*)${themeCookieName}=(light|dark)(?:;|$)/.exec(document.cookie),t=m?m[1]:null;` +
  `if(!t)try{t=localStorage.getItem(${JSON.stringify(themeStorageKey)})}catch(e){}` +
  `if(t==="light"||t==="dark")d.setAttribute(${JSON.stringify(themeAttribute)},t)})()`;

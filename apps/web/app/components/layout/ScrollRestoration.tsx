import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/** React Router's own key for the saved positions; its hook writes them there on leaving. */
const storageKey = 'react-router-scroll-positions';

/**
 * What React Router's <ScrollRestoration> inlines, minus its two calls to the browser process for a
 * page opened anew (decision 0046): a history entry without a key is not a reload or a return, so
 * no position can be saved for it, and the first session storage read of a page blocks. Such an
 * entry gets its key later, before the router starts (`keyHistoryEntry`): `replaceState` inside
 * the parser's task took 10–16 ms of it on a fresh load.
 */
export const scrollRestorationScript =
  `(function(k){var s=history.state;if(!s||!s.key)return;` +
  `try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")scrollTo(0,y)}` +
  `catch(e){sessionStorage.removeItem(k)}})(${JSON.stringify(storageKey)})`;

/**
 * Gives a page opened anew its history key, as React Router's inline script would have: the router
 * keeps positions by that key, and without one every such entry would share the key "default".
 */
export function keyHistoryEntry(): void {
  const state: unknown = window.history.state;
  const entry = typeof state === 'object' && state !== null ? state : {};
  if ('key' in entry && entry.key) return;
  window.history.replaceState({ ...entry, key: Math.random().toString(32).slice(2) }, '');
}

/**
 * React Router's scroll restoration: its hook keeps positions across client navigations and saves
 * them on leaving; the inline script puts a reloaded page back where it was before first paint.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey });
  return <script dangerouslySetInnerHTML={{ __html: scrollRestorationScript }} />;
}

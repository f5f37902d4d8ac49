import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/** React Router's own key for the saved positions; its hook writes them there on leaving. */
const storageKey = 'react-router-scroll-positions';

/**
 * What React Router's <ScrollRestoration> inlines, minus one read: a history entry without a key
 * is a page opened anew, not a reload or a return, so no position can be saved for it, and the
 * first session storage read of a page is a blocking call to the browser process (decision 0046).
 */
export const scrollRestorationScript =
  `(function(k){var s=history.state;` +
  `if(!s||!s.key){history.replaceState({key:Math.random().toString(32).slice(2)},"");return}` +
  `try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")scrollTo(0,y)}` +
  `catch(e){sessionStorage.removeItem(k)}})(${JSON.stringify(storageKey)})`;

/**
 * React Router's scroll restoration: its hook keeps positions across client navigations and saves
 * them on leaving; the inline script puts a reloaded page back where it was before first paint.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey });
  return <script dangerouslySetInnerHTML={{ __html: scrollRestorationScript }} />;
}

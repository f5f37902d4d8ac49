import { keepRecipesForOffline, keptOfflineStore } from './kept-offline.ts';

/** How long after `load` the page is left alone before the service worker is registered. */
const registerDelayMs = 2000;

/**
 * Registers /sw.js once the page has loaded and then had a quiet moment. Installing it precaches
 * the app shell (dozens of requests and cache writes): started at `load`, it ran beside the
 * page's hydration and doubled the recipe page's total blocking time in Lighthouse (median 130
 * against 58 ms with /sw.js blocked; decision 0036). Production builds only: in development Vite
 * serves changing modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.error('Registering the service worker failed', error);
    });
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, { timeout: 3000 });
    else register();
  };
  const afterLoad = () => window.setTimeout(whenIdle, registerDelayMs);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Asks the service worker to keep these favourite recipes (pages and photos) for offline reading,
 * and again for what it could not keep (kept-offline.ts). Nothing happens without a service worker.
 */
export function keepRecipesOffline(recipeIds: readonly number[]): void {
  void keepRecipesForOffline(recipeIds);
}

/** Drops the kept favourites (signed out); what was read recently stays, as pages are anonymous. */
export function forgetKeptRecipes(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  keptOfflineStore.forget();
  navigator.serviceWorker.controller?.postMessage({ type: 'forget-recipes' });
}

/**
 * Registers /sw.js (built from apps/web/sw) once the page has loaded, so it never competes with
 * the page's own requests. Production builds only: in development Vite serves changing modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.error('Registering the service worker failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Asks the service worker to keep these favourite recipes (pages and photos) for offline reading
 * (apps/web/sw/kept-recipes.ts reads this message). Nothing happens without a service worker.
 */
export function keepRecipesOffline(recipeIds: readonly number[]): void {
  if (recipeIds.length === 0 || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: 'keep-recipes', recipeIds: [...recipeIds] });
  });
}

/** Drops the kept favourites (signed out); what was read recently stays, as pages are anonymous. */
export function forgetKeptRecipes(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: 'forget-recipes' });
}

import { I18nProvider } from './i18n/react.tsx';
import { HydratedRouter } from 'react-router/dom';
import { createClientI18n } from './i18n/client-i18n.ts';
import { hydrateWithPreact } from './preact-hydration.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import { keyHistoryEntry } from './components/layout/ScrollRestoration.tsx';
import { nextTaskStarted } from './lib/hydration-pass.ts';

// A task of its own, before the router reads the entry's key (ScrollRestoration.tsx).
const historyKeyed = nextTaskStarted().then(keyHistoryEntry);

// The page's texts (its language, the namespaces the server used) are fetched before hydrating.
void Promise.all([createClientI18n(), historyKeyed]).then(([i18n]) => {
  const page = (
    <I18nProvider i18n={i18n}>
      <HydratedRouter />
    </I18nProvider>
  );
  // The browser runs Preact, in production and in development (decision 0048).
  void hydrateWithPreact(<HydratedRouter />, page);
});

registerServiceWorker();

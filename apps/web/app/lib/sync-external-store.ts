// Stands in for `use-sync-external-store/shim` in the browser build (vite.config.ts): React 19
// has the hook built in, so react-i18next needs no fallback copy of it.
export { useSyncExternalStore } from 'react';

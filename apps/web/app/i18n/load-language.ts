import type { BackendModule, ResourceLanguage } from 'i18next';
import type { Language } from '@recipes/contracts';
import { parseLocalePath } from './config.ts';

// One small chunk per language and namespace; the browser fetches only what a page uses.
const loaders = import.meta.glob<ResourceLanguage[string]>('./locales/*/*.json', { import: 'default' });

function loaderFor(language: string, namespace: string) {
  const entry = Object.entries(loaders).find(([path]) => {
    const parsed = parseLocalePath(path);
    return parsed?.language === language && parsed.namespace === namespace;
  });
  return entry?.[1];
}

/** The given namespaces of one language, fetched in parallel (unknown ones are skipped). */
export async function fetchNamespaces(language: Language, wanted: readonly string[]): Promise<ResourceLanguage> {
  const loaded = await Promise.all(
    wanted.map(async (namespace) => {
      const load = loaderFor(language, namespace);
      return load ? ([namespace, await load()] as const) : null;
    }),
  );
  return Object.fromEntries(loaded.filter((entry) => entry !== null));
}

/** i18next backend: namespaces (and languages) the page did not start with load on first use. */
export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaderFor(language, namespace);
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (content) => callback(null, content),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

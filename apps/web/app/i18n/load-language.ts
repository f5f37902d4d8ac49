import type { Language } from '@recipes/contracts';
import { parseLocalePath } from './config.ts';
import type { Texts } from './translator.ts';

// One small chunk per language and namespace; the browser fetches only what a page uses.
const loaders = import.meta.glob<Texts>('./locales/*/*.json', { import: 'default' });

function loaderFor(language: string, namespace: string) {
  const entry = Object.entries(loaders).find(([path]) => {
    const parsed = parseLocalePath(path);
    return parsed?.language === language && parsed.namespace === namespace;
  });
  return entry?.[1];
}

/** The given namespaces of one language, fetched in parallel (unknown ones are skipped). */
export async function fetchNamespaces(language: Language, wanted: readonly string[]): Promise<Record<string, Texts>> {
  const loaded = await Promise.all(
    wanted.map(async (namespace) => {
      const load = loaderFor(language, namespace);
      return load ? ([namespace, await load()] as const) : null;
    }),
  );
  return Object.fromEntries(loaded.filter((entry) => entry !== null));
}

/** Fetches a namespace the page did not start with (another page's, another language's). */
export async function loadTexts(language: string, namespace: string): Promise<Texts> {
  const load = loaderFor(language, namespace);
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return load();
}

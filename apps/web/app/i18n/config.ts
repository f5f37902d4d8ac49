import type { InitOptions, Resource } from 'i18next';
import type { Language } from '@recipes/contracts';

/** Every namespace has one JSON file per language in ./locales/{language}/{namespace}.json. */
export const namespaces = ['common', 'recipes', 'account', 'pages', 'editor'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';

/** Module path as seen by import.meta.glob → its language and namespace. */
export function parseLocalePath(path: string): { language: string; namespace: string } | null {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  return match ? { language: match[1] ?? '', namespace: match[2] ?? '' } : null;
}

/** Options for an instance that holds every namespace in memory (server, tests). */
export function i18nOptions(language: Language, resources: Resource): InitOptions {
  return {
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'de', 'vi'],
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    resources,
    // Resources are in memory before init, so init finishes synchronously (no flash, SSR-safe).
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}

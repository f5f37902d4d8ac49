/** Every namespace has one JSON file per language in ./locales/{language}/{namespace}.json. */
export const namespaces = [
  'common',
  'recipes',
  'account',
  'pages',
  'editor',
  'recipe-filters',
  'mail-links',
  'ingredients',
  'import',
  'recipe-export',
  'kitchen',
  'shopping-list',
  'api-operations',
  'password-reset',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';

/** Module path as seen by import.meta.glob → its language and namespace. */
export function parseLocalePath(path: string): { language: string; namespace: string } | null {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  return match ? { language: match[1] ?? '', namespace: match[2] ?? '' } : null;
}

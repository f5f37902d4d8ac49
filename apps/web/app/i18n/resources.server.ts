import type { Language } from '@recipes/contracts';
import { parseLocalePath } from './config.ts';
import type { Resources, Texts } from './translator.ts';

// The server holds every translation in memory, loaded once at start. The glob is lazy (like
// the browser's) so the bundler keeps one chunk per file for both; it is awaited right here.
const loaders = import.meta.glob<Texts>('./locales/*/*.json', { import: 'default' });

export const allResources: Resources = {};
await Promise.all(
  Object.entries(loaders).map(async ([path, load]) => {
    const parsed = parseLocalePath(path);
    if (!parsed) return;
    const content = await load();
    (allResources[parsed.language] ??= {})[parsed.namespace] = content;
  }),
);

/** The request's language plus English, which fills any gap. */
export function serverResources(language: Language): Resources {
  const picked: Resources = { en: allResources.en ?? {} };
  if (language !== 'en') picked[language] = allResources[language] ?? {};
  return picked;
}

import type { Language } from '@recipes/contracts';
import type { Namespace } from './config.ts';
import { allResources } from './resources.server.ts';
import { I18n, type TFunction } from './translator.ts';

// One shared instance holding every language; getFixedT never changes its language, so
// concurrent requests in different languages cannot disturb each other.
const shared = new I18n({ language: 'en', resources: allResources, fallbackLanguage: 'en' });

/**
 * Translations for loaders (page titles and descriptions for `meta`): `translator(language)('notFound.title')`.
 * Server only: route loaders may import it; components use useTranslation().
 */
export function translator(language: Language, namespace: Namespace = 'common'): TFunction {
  return shared.getFixedT(language, namespace);
}

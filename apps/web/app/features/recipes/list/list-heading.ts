import type { TFunction } from '../../../i18n/translator.ts';
import { resolveLanguage } from '@recipes/contracts/plain';
import { categoryName, cuisineName, type ListMode } from './list-request.ts';

/**
 * The list's heading, also its page title: which of the three modes is showing. An unknown
 * category or cuisine key (a hand-edited URL) is never shown raw: the page says it does not exist.
 */
export function listHeading(mode: ListMode, t: TFunction, language: string, unknownFilter = false): string {
  const lang = resolveLanguage(language);
  if (mode.kind === 'keywords') return t('list.headingKeywords', { keywords: mode.keywords });
  if (mode.kind === 'filter') {
    if (unknownFilter) return t('empty.unknownFilterTitle');
    const category = categoryName(mode.category, lang);
    const cuisine = cuisineName(mode.cuisine, lang);
    if (category && cuisine) return t('list.headingCategoryCuisine', { category, cuisine });
    if (category) return t('list.headingCategory', { category });
    return t('list.headingCuisine', { cuisine });
  }
  return t('list.headingAll');
}

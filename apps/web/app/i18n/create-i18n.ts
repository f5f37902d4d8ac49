import type { Language } from '@recipes/contracts';
import { I18n, type Resources } from './translator.ts';

/** A fresh instance holding its texts in memory: one per server request, one per test. English fills gaps. */
export function createI18n(language: Language, resources: Resources): I18n {
  return new I18n({ language, resources, fallbackLanguage: 'en' });
}

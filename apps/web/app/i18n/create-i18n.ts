import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@recipes/contracts';
import { i18nOptions } from './config.ts';

/** A fresh instance: one per server request, one in the browser. */
export function createI18n(language: Language, resources: Resource): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init(i18nOptions(language, resources));
  return instance;
}

import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveLanguage, type Language } from '@recipes/contracts/plain';
import { defaultNamespace } from './config.ts';
import { fetchNamespaces, lazyLocaleBackend } from './load-language.ts';

/** Where the server lists the namespaces the page was rendered with (see entry.server.tsx). */
export const namespacesScriptId = 'i18n-namespaces';

/** The namespaces the server used for this page; the common one always (unknown ones are skipped when fetched). */
export function pageNamespaces(): string[] {
  let listed: unknown = [];
  try {
    listed = JSON.parse(document.getElementById(namespacesScriptId)?.textContent ?? '[]');
  } catch {
    listed = [];
  }
  const used = Array.isArray(listed) ? listed.filter((ns): ns is string => typeof ns === 'string') : [];
  return [...new Set([defaultNamespace, ...used])];
}

/**
 * The browser's instance: starts with exactly the texts the server rendered (so hydration
 * matches), fetches other namespaces and languages when first needed.
 */
export async function createClientI18n(): Promise<I18n> {
  const language: Language = resolveLanguage(document.documentElement.lang);
  const initial = pageNamespaces();
  const bundles = await fetchNamespaces(language, initial);
  const instance = createInstance();
  await instance
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every key exists in every language (locales.test.ts), so no second language is loaded.
      fallbackLng: false,
      supportedLngs: ['en', 'de', 'vi'],
      ns: initial,
      defaultNS: defaultNamespace,
      resources: { [language]: bundles },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      // A page that needs a namespace not yet loaded waits for it (navigations are transitions).
      react: { useSuspense: true },
    });
  return instance;
}

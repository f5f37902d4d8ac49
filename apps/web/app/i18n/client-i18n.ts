import { resolveLanguage, type Language } from '@recipes/contracts/plain';
import { defaultNamespace } from './config.ts';
import { fetchNamespaces, loadTexts } from './load-language.ts';
import { I18n } from './translator.ts';

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
  // Every key exists in every language (locales.test.ts), so no second language is loaded.
  return new I18n({ language, resources: { [language]: bundles }, load: loadTexts });
}

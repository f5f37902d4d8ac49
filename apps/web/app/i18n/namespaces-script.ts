import type { I18n } from './translator.ts';
import { defaultNamespace } from './config.ts';
import { namespacesScriptId } from './client-i18n.ts';

/** The namespaces components used while rendering (useTranslation records them). */
export function usedNamespaces(i18n: I18n): string[] {
  return [...new Set([defaultNamespace, ...i18n.usedNamespaces()])];
}

export function namespacesScript(namespaces: readonly string[]): string {
  const json = JSON.stringify(namespaces).replace(/</g, '\\u003c');
  return `<script id="${namespacesScriptId}" type="application/json">${json}</script>`;
}

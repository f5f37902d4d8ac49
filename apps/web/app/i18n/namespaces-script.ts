import type { i18n as I18n } from 'i18next';
import { defaultNamespace } from './config.ts';
import { namespacesScriptId } from './client-i18n.ts';

/** The namespaces components used while rendering (react-i18next records them). */
export function usedNamespaces(i18n: I18n): string[] {
  return [...new Set([defaultNamespace, ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])])];
}

export function namespacesScript(namespaces: readonly string[]): string {
  const json = JSON.stringify(namespaces).replace(/</g, '\\u003c');
  return `<script id="${namespacesScriptId}" type="application/json">${json}</script>`;
}

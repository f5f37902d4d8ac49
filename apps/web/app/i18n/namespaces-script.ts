import { Transform } from 'node:stream';
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

/**
 * Inserts `html` right after the document's opening <head> tag. React hydration skips extra
 * nodes in <head>, and the browser then loads only the translations this page needs.
 */
export function insertAfterHead(html: string): Transform {
  let pending = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += chunk.toString('utf8');
      const head = pending.indexOf('<head>');
      if (head !== -1) {
        done = true;
        const at = head + '<head>'.length;
        const output = pending.slice(0, at) + html + pending.slice(at);
        pending = '';
        return callback(null, output);
      }
      // No <head> in the first few kilobytes: not a full document, leave it alone.
      if (pending.length > 8192) {
        done = true;
        const output = pending;
        pending = '';
        return callback(null, output);
      }
      callback();
    },
    flush(callback) {
      callback(null, pending || undefined);
    },
  });
}

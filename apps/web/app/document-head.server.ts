import { Transform } from 'node:stream';

const headOpen = '<head>';
const headClose = '</head>';
// React writes React Router's module hints as exactly this element (see rewriteHead).
const modulePreload = /<link rel="modulepreload"[^>]*>/g;
/** Past this without a whole <head>, the output is not a full document: it is left alone. */
const maxHeadLength = 64 * 1024;

/**
 * Rewrites the document's <head> on its way out: inserts `insert` right after `<head>` and drops
 * React Router's `<link rel="modulepreload">` hints. Without the hints the browser fetches the
 * hydration code through the module script at the end of <body>, after it has painted the
 * server-rendered page, instead of first fetching and running ~150 KB of JavaScript at high
 * priority (docs/decisions/0007-lean-client-bundle.md). React hydration skips extra or missing
 * hint links in <head>.
 */
export function rewriteHead(insert: string): Transform {
  let pending = '';
  let done = false;
  const release = (text: string) => {
    done = true;
    pending = '';
    return text;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += chunk.toString('utf8');
      const open = pending.indexOf(headOpen);
      const close = open === -1 ? -1 : pending.indexOf(headClose, open);
      if (close !== -1) {
        const at = open + headOpen.length;
        const head = pending.slice(at, close).replace(modulePreload, '');
        return callback(null, release(pending.slice(0, at) + insert + head + pending.slice(close)));
      }
      if (pending.length > maxHeadLength) return callback(null, release(pending));
      callback();
    },
    flush(callback) {
      callback(null, pending || undefined);
    },
  });
}

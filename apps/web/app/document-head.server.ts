const headOpen = Buffer.from('<head>');
const headClose = Buffer.from('</head>');
// React writes React Router's module hints as exactly this element (see rewriteHead).
const modulePreload = /<link rel="modulepreload"[^>]*>/g;

/**
 * Rewrites the document's <head>: inserts `insert` at its end and drops React Router's
 * `<link rel="modulepreload">` hints. Without the hints the browser fetches the hydration code
 * through the module script at the end of <body>, after it has painted the server-rendered page,
 * instead of first fetching and running ~150 KB of JavaScript at high priority
 * (docs/decisions/0007-lean-client-bundle.md). React hydration skips extra or missing hint links
 * in <head>, and an extra element after its own: at the start, React took the inserted script
 * for the theme script it renders first (an attribute mismatch, warned in development), and it
 * came before the charset. Output without a <head> (not a full document) is left alone. Works on the bytes and
 * decodes only the head: the body is most of the page, and it goes out as it came.
 */
export function rewriteHead(html: Buffer, insert: string): Buffer {
  const open = html.indexOf(headOpen);
  const close = open === -1 ? -1 : html.indexOf(headClose, open);
  if (close === -1) return html;
  const at = open + headOpen.length;
  const head = html.toString('utf8', at, close).replace(modulePreload, '');
  return Buffer.concat([html.subarray(0, at), Buffer.from(head + insert), html.subarray(close)]);
}

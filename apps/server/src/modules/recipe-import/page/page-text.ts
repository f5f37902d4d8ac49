/**
 * A fetched page's bytes as text, in the charset the response header names, else the one a
 * <meta charset> or http-equiv tag in the first bytes names, else UTF-8 (older German and
 * Vietnamese sites still send ISO-8859-1 or windows-1258).
 */
export function pageText(body: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 4096).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

export type PageKind = 'html' | 'json' | 'other';

/** What a response is, by its declared type; pages that declare nothing are read as HTML. */
export function pageKind(contentType: string): PageKind {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!type || type === 'text/html' || type === 'application/xhtml+xml' || type === 'text/plain') return 'html';
  if (type === 'application/json' || type === 'application/ld+json') return 'json';
  return 'other';
}

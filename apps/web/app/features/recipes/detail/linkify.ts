export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

/** Trailing punctuation usually ends the sentence, not the URL; a ')' stays when the URL opened one. */
function trimTrailing(url: string): string {
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1]!;
    if (/[.,;:!?]/.test(last)) end--;
    else if (last === ')' && !url.slice(0, end - 1).includes('(')) end--;
    else break;
  }
  return url.slice(0, end);
}

/** Splits plain text into text and web links (http, https, www.); nothing else becomes a link. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let position = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = trimTrailing(match[0]);
    if (!url || url.toLowerCase() === 'www.') continue;
    if (match.index > position) parts.push({ kind: 'text', text: text.slice(position, match.index) });
    const href = url.toLowerCase().startsWith('www.') ? `https://${url}` : url;
    parts.push({ kind: 'link', text: url, href });
    position = match.index + url.length;
  }
  if (position < text.length) parts.push({ kind: 'text', text: text.slice(position) });
  return parts;
}

/** A URL people may follow from a recipe: only http(s), so 'javascript:' and friends never render. */
export function safeWebUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

import { parseDocument } from 'htmlparser2';
import { htmlText } from './html-items.ts';

const entityPattern = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]+);/i;

function decodeOnce(text: string): string {
  return htmlText(parseDocument(text, { decodeEntities: true }) as unknown as Parameters<typeof htmlText>[0]);
}

/**
 * Text as a page means it: tags removed (block tags become line breaks), entities decoded — twice
 * when a site encoded them twice ('&amp;#8217;') — spaces collapsed within lines, blank lines dropped
 * unless `keepParagraphs`.
 */
export function cleanText(value: string, options: { keepLines?: boolean } = {}): string {
  let text = value.includes('<') || value.includes('&') ? decodeOnce(value) : value;
  if (entityPattern.test(text)) text = decodeOnce(text);
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim());
  if (!options.keepLines) return lines.filter(Boolean).join(' ');
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Non-empty lines of a text, each cleaned. */
export function cleanLines(value: string): string[] {
  return cleanText(value, { keepLines: true })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Cuts text to a field's limit at a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/**
 * Folding for search: the same function runs over the indexed text and over the query, so
 * SQLite and PostgreSQL see identical tokens and neither database's own accent handling matters.
 * Zod-free and shared: browser-side filters (the editor's copy search) fold the same way.
 */

// Letters that carry no combining mark to strip, so NFKD leaves them as they are.
const letterReplacements: Record<string, string> = {
  đ: 'd',
  ð: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};
const replaceablePattern = new RegExp(`[${Object.keys(letterReplacements).join('')}]`, 'gu');

/**
 * Lowercase, compatibility-decompose (NFKD also folds ligatures such as 'ﬁ' and full-width
 * letters), drop combining marks, then map the few letters that have no decomposition.
 * 'Phở' → 'pho', 'Käse' → 'kase', 'đậu' → 'dau', 'Straße' → 'strasse'.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(replaceablePattern, (letter) => letterReplacements[letter] ?? letter);
}

/**
 * Splits folded text into word tokens: runs of letters and digits. Everything else
 * (punctuation, FTS operators, quotes, emoji) separates words and never reaches a query.
 */
export function searchTokens(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Folded text as space-separated tokens, the form both search implementations index. */
export function searchText(text: string): string {
  return searchTokens(text).join(' ');
}

import { tag } from '../freshness/content-change.ts';
import { buildSearchDocument, type SearchableRow, type SearchDocument } from './search/search-document.ts';
import { searchTokens } from './search/fold.ts';

/**
 * Search results are cached by their words (decision 0031). A search page or facet count for
 * `garlic pork` carries `search:garlic` and `search:pork`; an edit of a recipe's text emits the
 * tag of every prefix of every word in the fields it changed, before and after, since each query
 * word matches as a prefix. An edit of one description then drops the searches its words can
 * match, not every search. Which recipes a search holds also changes with membership (create,
 * delete, publish, category); those writes still emit the catch-all `search`.
 */
export const searchWordTag = (word: string): string => `search:${word}`;

/** What a search with these (folded) words carries. */
export const searchWordTags = (terms: readonly string[]): string[] => [tag.search, ...terms.map(searchWordTag)];

/**
 * Past this many tags an edit emits the catch-all instead: a pasted essay of long words would
 * otherwise send tens of thousands of tags to every instance for one write.
 */
const maxWordTags = 3000;

function addPrefixes(text: string, into: Set<string>): void {
  for (const word of searchTokens(text)) {
    for (let end = word.length; end > 0; end--) {
      const prefix = word.slice(0, end);
      if (into.has(prefix)) break; // its shorter prefixes are in already
      into.add(prefix);
    }
  }
}

/** The tags of the searches an edit of a recipe's searched text can change. */
export function changedSearchWordTags(before: SearchableRow, after: SearchableRow): string[] {
  const [old, now] = [buildSearchDocument(before), buildSearchDocument(after)];
  const prefixes = new Set<string>();
  for (const field of Object.keys(old) as (keyof SearchDocument)[]) {
    if (old[field] === now[field]) continue;
    addPrefixes(old[field], prefixes);
    addPrefixes(now[field], prefixes);
    if (prefixes.size > maxWordTags) return [tag.search];
  }
  return [...prefixes].map(searchWordTag);
}

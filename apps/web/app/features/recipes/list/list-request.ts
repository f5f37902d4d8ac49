import { categoryTerms, cuisineTerms, defaultPageSize, findTerm, type Language } from '@recipes/contracts/plain';
import { parseListFilters, type ListFilters } from '../../recipe-filters/index.ts';

/** SPEC section 4: the list shows search results, a filtered list, or everything. */
export type ListMode =
  | { kind: 'keywords'; keywords: string }
  | { kind: 'filter'; category: string | null; cuisine: string | null }
  | { kind: 'all' };

export interface ListRequest {
  mode: ListMode;
  page: number;
  pageSize: number;
  /** Filters and sort (CONTRACT "Filters and sort"); category and cuisine also narrow a search. */
  filters: ListFilters;
}

const maxPage = 100000;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1;
}

function readKey(value: string | null): string | null {
  const key = value?.trim().toLowerCase();
  return key ? key.slice(0, 50) : null;
}

/**
 * Whether keywords hold anything a search can match: a letter or a digit. The search reads words
 * only, so keywords of punctuation alone ('%', '"<>') would list every recipe as their "results".
 */
export function hasSearchableWord(keywords: string): boolean {
  return /[\p{L}\p{N}]/u.test(keywords);
}

/** Route parameter keywords make a search (category and cuisine then narrow it, as filters). */
export function parseListRequest(keywordsParam: string | undefined, search: URLSearchParams): ListRequest {
  const page = readPage(search.get('page'));
  const filters = parseListFilters(search);
  const keywords = keywordsParam?.trim().slice(0, 200);
  if (keywords && hasSearchableWord(keywords)) {
    return { mode: { kind: 'keywords', keywords }, page, pageSize: defaultPageSize, filters };
  }
  const category = readKey(search.get('category'));
  const cuisine = readKey(search.get('cuisine'));
  if (category || cuisine) {
    return { mode: { kind: 'filter', category, cuisine }, page, pageSize: defaultPageSize, filters };
  }
  return { mode: { kind: 'all' }, page, pageSize: defaultPageSize, filters };
}

/** Unknown keys (hand-edited URLs) match nothing, so the page can say so instead of failing. */
export function knownFilter(mode: { category: string | null; cuisine: string | null }): boolean {
  return (
    (mode.category === null || findTerm(categoryTerms, mode.category) !== undefined) &&
    (mode.cuisine === null || findTerm(cuisineTerms, mode.cuisine) !== undefined)
  );
}

export function categoryName(key: string | null, language: Language): string | null {
  if (!key) return null;
  return findTerm(categoryTerms, key)?.names[language] ?? key;
}

export function cuisineName(key: string | null, language: Language): string | null {
  if (!key) return null;
  return findTerm(cuisineTerms, key)?.names[language] ?? key;
}

/** The list's own address for a mode and page: page 1 carries no page parameter. */
export function listPath(mode: ListMode, page: number): string {
  const search = new URLSearchParams();
  let path = '/recipes';
  if (mode.kind === 'keywords') path = `/recipes/${encodeURIComponent(mode.keywords)}`;
  if (mode.kind === 'filter') {
    if (mode.category) search.set('category', mode.category);
    if (mode.cuisine) search.set('cuisine', mode.cuisine);
  }
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The list's path without any query: where its filter form sends the filters. */
export function listBasePath(mode: ListMode): string {
  return mode.kind === 'keywords' ? `/recipes/${encodeURIComponent(mode.keywords)}` : '/recipes';
}

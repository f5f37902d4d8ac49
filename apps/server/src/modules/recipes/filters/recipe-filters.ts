import type { RecipeFilterQuery, RecipeSort } from '@recipes/contracts';
import { searchTokens } from '../search/fold.ts';

/** The filters of CONTRACT "Filters and sort" as the queries use them; words already folded. */
export interface RecipeFilters {
  maxTime?: number | undefined;
  minRating?: number | undefined;
  hasPhoto: boolean;
  /** Every one must be found in the ingredients (as the start of a word). */
  include: string[];
  /** None may be found in the ingredients. */
  exclude: string[];
}

/** Enough words for any real filter; each one adds a term to a full-text match. */
const maxWords = 12;

/**
 * Ingredient words from a repeated or comma-separated parameter, folded like search text
 * (`Käse` → `kase`, `đậu` → `dau`), split into words, without duplicates.
 */
export function ingredientTerms(value: string | readonly string[] | undefined): string[] {
  const parts = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  return [...new Set(parts.flatMap((part) => searchTokens(part)))].slice(0, maxWords);
}

export function filtersOf(query: RecipeFilterQuery): RecipeFilters {
  return {
    maxTime: query.maxTime,
    minRating: query.minRating,
    hasPhoto: query.hasPhoto === 'true',
    include: ingredientTerms(query.include),
    exclude: ingredientTerms(query.exclude),
  };
}

export function hasFilters(filters: RecipeFilters): boolean {
  return (
    filters.maxTime !== undefined ||
    filters.minRating !== undefined ||
    filters.hasPhoto ||
    filters.include.length > 0 ||
    filters.exclude.length > 0
  );
}

/** The sort asked for, or the default: relevance with keywords, newest without (relevance needs words). */
export function resolveSort(sort: RecipeSort | undefined, hasKeywords: boolean): RecipeSort {
  if (sort === undefined || (sort === 'relevance' && !hasKeywords)) return hasKeywords ? 'relevance' : 'newest';
  return sort;
}

/** Everything of the filters that decides an answer, for cache keys. */
export function filtersKey(filters: RecipeFilters, sort: RecipeSort): string {
  return [
    sort,
    filters.maxTime,
    filters.minRating,
    filters.hasPhoto ? 1 : 0,
    filters.include.join(' '),
    filters.exclude.join(' '),
  ].join('|');
}

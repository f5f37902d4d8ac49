import { recipeSorts, type RecipeSort } from '@recipes/contracts/plain';
import type { RecipeFilterQuery } from '@recipes/contracts';

/** The filters and sort of a list or search page, as read from its URL (CONTRACT "Filters and sort"). */
export interface ListFilters {
  category: string | null;
  cuisine: string | null;
  maxTime: number | null;
  minRating: number | null;
  hasPhoto: boolean;
  /** Ingredient words as typed, comma-separated (the server folds and splits them). */
  include: string;
  exclude: string;
  /** null: the default (relevance with keywords, newest without). */
  sort: RecipeSort | null;
}

export const noFilters: ListFilters = {
  category: null,
  cuisine: null,
  maxTime: null,
  minRating: null,
  hasPhoto: false,
  include: '',
  exclude: '',
  sort: null,
};

function wholeNumber(value: string | null, min: number, max: number): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= min && number <= max ? number : null;
}

function key(value: string | null): string | null {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? trimmed.slice(0, 50) : null;
}

/** Repeated parameters and comma-separated words read as one comma-separated text. */
function words(search: URLSearchParams, name: string): string {
  return search
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((word) => word.trim())
    .filter(Boolean)
    .join(', ')
    .slice(0, 200);
}

/** Values outside the contract (a hand-edited URL) are dropped rather than failing the page. */
export function parseListFilters(search: URLSearchParams): ListFilters {
  const sort = search.get('sort');
  return {
    category: key(search.get('category')),
    cuisine: key(search.get('cuisine')),
    maxTime: wholeNumber(search.get('maxTime'), 1, 100000),
    minRating: wholeNumber(search.get('minRating'), 1, 5),
    hasPhoto: search.get('hasPhoto') === 'true',
    include: words(search, 'include'),
    exclude: words(search, 'exclude'),
    sort: recipeSorts.find((known) => known === sort) ?? null,
  };
}

/** The filters as the site reader (and the API) take them. */
export function filterQuery(filters: ListFilters): RecipeFilterQuery & { category?: string; cuisine?: string } {
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.cuisine ? { cuisine: filters.cuisine } : {}),
    ...(filters.maxTime !== null ? { maxTime: filters.maxTime } : {}),
    ...(filters.minRating !== null ? { minRating: filters.minRating } : {}),
    ...(filters.hasPhoto ? { hasPhoto: 'true' as const } : {}),
    ...(filters.include ? { include: filters.include } : {}),
    ...(filters.exclude ? { exclude: filters.exclude } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
  };
}

/** How many filters are set (the sort is not a filter); the panel shows it, SEO reads it. */
export function activeFilterCount(filters: ListFilters): number {
  return [
    filters.category,
    filters.cuisine,
    filters.maxTime,
    filters.minRating,
    filters.hasPhoto || null,
    filters.include || null,
    filters.exclude || null,
  ].filter((value) => value !== null).length;
}

/**
 * The page's address with these filters, in a fixed order and without empty values, so the same
 * choice always makes the same URL (one cache entry, one shareable link). Page 1 has no page.
 */
export function filtersHref(pathname: string, filters: ListFilters, page = 1): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filterQuery(filters))) search.set(name, String(value));
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The filters a submitted form holds (the same names as the URL). */
export function filtersFromForm(form: FormData): ListFilters {
  const search = new URLSearchParams();
  for (const [name, value] of form.entries()) if (typeof value === 'string') search.append(name, value);
  return parseListFilters(search);
}

import { sql } from 'kysely';
import { maxTimeOptions, minRatingOptions, type RecipeFacets } from '@recipes/contracts';
import type { Executor } from '../../../db/database.ts';
import type { SearchIndex } from '../search/search-index.ts';
import { filteredRecipes, type FacetDimension, type FilteredListSpec } from './filtered-recipes.repository.ts';
import { groupedByFacets, type FacetGroup } from './facet-group.ts';

const facetDimensions: readonly FacetDimension[] = ['category', 'cuisine', 'maxTime', 'minRating', 'hasPhoto'];

/** The bounds a query groups by: the offered values plus the one asked for, so both can be answered. */
function bounds(spec: FilteredListSpec) {
  const time = [...new Set([...maxTimeOptions, spec.filters.maxTime ?? maxTimeOptions[0]])].sort((a, b) => a - b);
  const rating = [...new Set([...minRatingOptions, spec.filters.minRating ?? minRatingOptions[0]])].sort(
    (a, b) => b - a,
  );
  return { time, rating };
}

/**
 * Every recipe the words, ingredients and member select, grouped by the facet dimensions: one
 * pass over the rows (a covering index on a plain list) instead of one count per option. The
 * bounds are validated integers, written as literals so the grouping expressions stay identical.
 */
export function facetGroupsQuery(db: Executor, search: SearchIndex, spec: FilteredListSpec) {
  const { time, rating } = bounds(spec);
  const timeBound = sql<number | null>`case ${sql.join(
    time.map((bound) => sql`when recipes.total_time <= ${sql.lit(bound)} then ${sql.lit(bound)}`),
    sql` `,
  )} end`;
  const ratingBound = sql<number | null>`case ${sql.join(
    rating.map((bound) => sql`when recipes.average_rating >= ${sql.lit(bound)} then ${sql.lit(bound)}`),
    sql` `,
  )} end`;
  return groupedByFacets(filteredRecipes(db, search, spec, facetDimensions), timeBound, ratingBound);
}

/** Whether a group passes the spec's facet filters, leaving out one dimension (or none). */
function passes(group: FacetGroup, spec: FilteredListSpec, except?: FacetDimension): boolean {
  const { list, filters } = spec;
  if (except !== 'category' && list.category !== undefined && group.category !== list.category) return false;
  if (except !== 'cuisine' && list.cuisine !== undefined && group.cuisine !== list.cuisine) return false;
  if (
    except !== 'maxTime' &&
    filters.maxTime !== undefined &&
    !(group.timeBound !== null && group.timeBound <= filters.maxTime)
  ) {
    return false;
  }
  if (
    except !== 'minRating' &&
    filters.minRating !== undefined &&
    !(group.ratingBound !== null && group.ratingBound >= filters.minRating)
  ) {
    return false;
  }
  return except === 'hasPhoto' || !filters.hasPhoto || group.photo === 1;
}

/**
 * What each filter value would give: for each dimension, the recipes passing every other filter
 * as asked, counted per value of this one (the usual facet rule, so choosing a value shows
 * the number next to it).
 */
export function facetsOf(groups: readonly FacetGroup[], spec: FilteredListSpec): RecipeFacets {
  const facets: RecipeFacets = {
    category: {},
    cuisine: {},
    maxTime: { '15': 0, '30': 0, '60': 0 },
    minRating: { '3': 0, '4': 0 },
    hasPhoto: 0,
  };
  for (const group of groups) {
    if (group.category !== null && passes(group, spec, 'category')) {
      facets.category[group.category] = (facets.category[group.category] ?? 0) + group.count;
    }
    if (group.cuisine !== null && passes(group, spec, 'cuisine')) {
      facets.cuisine[group.cuisine] = (facets.cuisine[group.cuisine] ?? 0) + group.count;
    }
    if (group.timeBound !== null && passes(group, spec, 'maxTime')) {
      for (const bound of maxTimeOptions) if (group.timeBound <= bound) facets.maxTime[bound] += group.count;
    }
    if (group.ratingBound !== null && passes(group, spec, 'minRating')) {
      for (const bound of minRatingOptions) if (group.ratingBound >= bound) facets.minRating[bound] += group.count;
    }
    if (group.photo === 1 && passes(group, spec, 'hasPhoto')) facets.hasPhoto += group.count;
  }
  return facets;
}

/**
 * Facets by grouping every matching recipe in SQL: for what the filter facts do not hold (a
 * member's own list with inactive recipes) and the reference they are tested against.
 */
export async function groupedFacets(db: Executor, search: SearchIndex, spec: FilteredListSpec): Promise<RecipeFacets> {
  const rows = await facetGroupsQuery(db, search, spec).execute();
  const groups = rows.map((row) => ({
    category: row.category,
    cuisine: row.cuisine,
    timeBound: row.time_bound === null ? null : Number(row.time_bound),
    ratingBound: row.rating_bound === null ? null : Number(row.rating_bound),
    photo: Number(row.photo),
    count: Number(row.count),
  }));
  return facetsOf(groups, spec);
}

import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/**
 * One group of recipes alike in everything the facets count: category, cuisine, the smallest
 * time bound they fit under, the largest rating bound they reach, and whether they have a photo.
 */
export interface FacetGroup {
  category: string | null;
  cuisine: string | null;
  timeBound: number | null;
  ratingBound: number | null;
  photo: number;
  count: number;
}

/** The selected recipes counted per facet group, with the time and rating bounds the caller groups by. */
export function groupedByFacets(
  query: SelectQueryBuilder<DB, 'recipes', object>,
  timeBound: RawBuilder<number | null>,
  ratingBound: RawBuilder<number | null>,
) {
  return query
    .select((eb) => [
      'recipes.recipe_category as category',
      'recipes.recipe_cuisine as cuisine',
      timeBound.as('time_bound'),
      ratingBound.as('rating_bound'),
      'recipes.has_photo as photo',
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy(sql`recipes.recipe_category, recipes.recipe_cuisine, time_bound, rating_bound, recipes.has_photo`);
}

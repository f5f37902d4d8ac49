import { sql, SqliteAdapter } from 'kysely';
import { maxTimeOptions } from '@recipes/contracts';
import type { Executor } from '../../../db/database.ts';
import type { SearchIndex } from '../search/search-index.ts';
import { groupedByFacets, type FacetGroup } from './facet-group.ts';

/**
 * The active recipes with any of the `exclude` words in their ingredients, grouped exactly as
 * recipe_facet_counts groups every active recipe (migration 0010): category and cuisine, the
 * smallest offered time bound (0 for none), whole stars (0 unrated) and the photo flag.
 */
function excludedGroupsQuery(db: Executor, search: SearchIndex, exclude: readonly string[]) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const timeBound = sql<number | null>`case ${sql.join(
    maxTimeOptions.map((bound) => sql`when recipes.total_time <= ${sql.lit(bound)} then ${sql.lit(bound)}`),
    sql` `,
  )} else 0 end`;
  // Whole stars as migration 0010 keeps them: PostgreSQL's cast rounds, SQLite's truncates.
  const stars = sqlite
    ? sql<number | null>`coalesce(cast(recipes.average_rating as integer), 0)`
    : sql<number | null>`coalesce(floor(recipes.average_rating)::integer, 0)`;
  // SQLite: `+recipes.id` walks the covering recipes_filter_facts and tests each id against the
  // match, read once into a set; driven by the match it would read every wide row (decision 0027).
  const id = sqlite ? sql`+recipes.id` : sql`recipes.id`;
  const excluded = db
    .selectFrom('recipes')
    .where(sqlite ? sql<boolean>`likely(recipes.active = 1)` : sql<boolean>`recipes.active = 1`)
    .where(sql<boolean>`${id} in (${search.matching(exclude, 'ingredients', 'any')})`);
  return groupedByFacets(excluded, timeBound, stars);
}

const keyOf = (group: Omit<FacetGroup, 'count'>) =>
  [group.category ?? '', group.cuisine ?? '', group.timeBound ?? 0, group.ratingBound ?? 0, group.photo].join('|');

/**
 * The groups of a list that only excludes ingredients: the kept groups of every active recipe
 * (`kept`, as recipe-facets reads them) less the groups of the excluded recipes. Grouping only
 * the excluded ones (a tenth to a third of all) instead of all the others costs a third to a
 * half as much on SQLite (decision 0032); the counts are the same.
 */
export async function keptGroupsLessExcluded(
  db: Executor,
  search: SearchIndex,
  kept: readonly FacetGroup[],
  exclude: readonly string[],
): Promise<FacetGroup[]> {
  const excluded = new Map<string, number>();
  for (const row of await excludedGroupsQuery(db, search, exclude).execute()) {
    const key = keyOf({
      category: row.category,
      cuisine: row.cuisine,
      timeBound: Number(row.time_bound) || null,
      ratingBound: Number(row.rating_bound) || null,
      photo: Number(row.photo),
    });
    excluded.set(key, Number(row.count));
  }
  // A group left empty is left out, as grouping leaves out a value no recipe has.
  return kept
    .map((group) => ({ ...group, count: group.count - (excluded.get(keyOf(group)) ?? 0) }))
    .filter((group) => group.count > 0);
}

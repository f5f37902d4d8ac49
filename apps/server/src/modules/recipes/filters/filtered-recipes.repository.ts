import { sql, SqliteAdapter, type SelectQueryBuilder } from 'kysely';
import type { RecipeSort } from '@recipes/contracts';
import type { Executor } from '../../../db/database.ts';
import type { DB } from '../../../db/schema.ts';
import type { RecipeListFilter } from '../recipes.repository.ts';
import { relevanceTier } from '../search/relevance.ts';
import type { SearchIndex } from '../search/search-index.ts';
import type { RecipeFilters } from './recipe-filters.ts';

/** A list or search with filters and a sort: everything one page and its count depend on. */
export interface FilteredListSpec {
  list: RecipeListFilter;
  filters: RecipeFilters;
  /** Folded search words (every one must match); empty for a plain list. */
  terms: readonly string[];
  sort: RecipeSort;
}

/** The filter dimensions the facets count; each facet leaves its own dimension out. */
export type FacetDimension = 'category' | 'cuisine' | 'maxTime' | 'minRating' | 'hasPhoto';

type RecipesQuery = SelectQueryBuilder<DB, 'recipes', object>;

/**
 * The rows a spec selects, without the dimensions in `skip`. Words, include and exclude are
 * subqueries on the search index, which holds active recipes only; so with any of them a
 * member's own list shows active recipes only too.
 */
export function filteredRecipes(
  db: Executor,
  search: SearchIndex,
  { list, filters, terms }: FilteredListSpec,
  skip: readonly FacetDimension[] = [],
  { covering = false, wordsJoined = false }: { covering?: boolean; wordsJoined?: boolean } = {},
): RecipesQuery {
  let query: RecipesQuery = db.selectFrom('recipes');
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // A count reads every row that passes, so on SQLite it must read the narrow covering index
  // (recipes_filter_facts), not a range of recipes_time_order that then visits each wide row:
  // `+column` keeps a range from choosing the index (decision 0027).
  const column = (name: 'total_time' | 'average_rating' | 'has_photo') =>
    sqlite && covering ? sql.raw(`+recipes.${name}`) : sql.ref(`recipes.${name}`);
  if (list.ownerId !== undefined) query = query.where('recipes.created_by_user_id', '=', list.ownerId);
  if (list.category !== undefined && !skip.includes('category'))
    query = query.where('recipes.recipe_category', '=', list.category);
  if (list.cuisine !== undefined && !skip.includes('cuisine'))
    query = query.where('recipes.recipe_cuisine', '=', list.cuisine);
  if (list.cuisines !== undefined) query = query.where('recipes.recipe_cuisine', 'in', [...list.cuisines]);
  if (!list.includeInactive) {
    // Without statistics SQLite takes `active = 1` for a selective index search (about ten rows)
    // and would walk recipes_active_created, then sort or group every active row. likely() tells
    // it that nearly every row is active, so it walks the index that gives the order or covers
    // the facets instead (recipes.query-plan.test.ts). PostgreSQL keeps statistics itself.
    query = sqlite ? query.where(sql<boolean>`likely(recipes.active = 1)`) : query.where('recipes.active', '=', 1);
  }
  if (filters.maxTime !== undefined && !skip.includes('maxTime'))
    query = query.where(sql<boolean>`${column('total_time')} <= ${filters.maxTime}`);
  if (filters.minRating !== undefined && !skip.includes('minRating'))
    query = query.where(sql<boolean>`${column('average_rating')} >= ${filters.minRating}`);
  if (filters.hasPhoto && !skip.includes('hasPhoto')) query = query.where(sql<boolean>`${column('has_photo')} = 1`);
  // SQLite: `+recipes.id` keeps the id from driving the plan. Driven by the match (a common word
  // or prefix: 86,000 of 100,000), SQLite looked up every wide row by id; instead it walks the
  // narrow covering or ordered index and tests each id against the match, read once into a set
  // (decision 0027). PostgreSQL chooses its own join.
  const id = sqlite ? sql`+recipes.id` : sql`recipes.id`;
  // Words, include and exclude as one subquery: one set (one scan on PostgreSQL) instead of one
  // per part, and FTS5 intersects the lists (decision 0032). Without words or include, exclude
  // stays a `not in` of its own.
  const selected = search.selecting(wordsJoined ? [] : terms, filters.include, filters.exclude);
  if (selected) {
    query = query.where(sql<boolean>`${id} in (${selected})`);
  } else if (filters.exclude.length > 0) {
    const excluded = search.matching(filters.exclude, 'ingredients', 'any');
    // PostgreSQL plans `not in` as a hashed subplan that each parallel worker builds again;
    // `not exists` becomes an anti-join (the ids are never null, so both mean the same).
    query = query.where(
      sqlite
        ? sql<boolean>`${id} not in (${excluded})`
        : sql<boolean>`not exists (select 1 from (${excluded}) as excluded where excluded.id = recipes.id)`,
    );
  }
  return query;
}

/** The ids of one page in the spec's order; ties always go to the newer recipe (higher id). Exported for the plan test. */
export function filteredPageIdsQuery(
  db: Executor,
  search: SearchIndex,
  spec: FilteredListSpec,
  limit: number,
  offset: number,
) {
  if (spec.sort === 'relevance' && spec.terms.length > 0 && search.rankedMatches) {
    // PostgreSQL: the words' matches, each with its tier, joined once (decision 0027).
    return filteredRecipes(db, search, spec, [], { wordsJoined: true })
      .innerJoin(sql<{ id: number; tier: number }>`(${search.rankedMatches(spec.terms)})`.as('ranked'), (join) =>
        join.onRef('ranked.id', '=', 'recipes.id'),
      )
      .select('recipes.id')
      .orderBy('ranked.tier')
      .orderBy('recipes.id', 'desc')
      .limit(limit)
      .offset(offset);
  }
  // With words or ingredients, walking an ordered index until a page is full can read every
  // recipe when the words and the other filters rarely meet (`dua` without `nuoc`: 4 s on
  // PostgreSQL). The sort key is then written so no index gives the order: the matches are
  // read once (SQLite: from the covering index, as a count does) and the top of them kept.
  // A maxTime range under another sort did the same on SQLite: it took the range of
  // recipes_time_order, read each wide row in it (a quarter of all recipes for maxTime=30) and
  // sorted them: 70-100 ms for a page whose count reads the covering index in under 20. Sorted
  // by time, the range is the order itself and its walk stops after the page.
  const bounded =
    spec.terms.length > 0 ||
    spec.filters.include.length > 0 ||
    (spec.filters.maxTime !== undefined && spec.sort !== 'quickest');
  const key = (column: 'rating_score' | 'total_time' | 'created_at') =>
    bounded
      ? sql.raw(column === 'created_at' ? `(recipes.${column} || '')` : `(recipes.${column} + 0)`)
      : sql.ref(`recipes.${column}`);
  if (bounded && !(db.getExecutor().adapter instanceof SqliteAdapter)) {
    // PostgreSQL sorted every recipe and then walked them through per-row lookups of the words
    // all the same; `offset 0` plans the matching rows on their own (hash joins), then sorts them.
    const matched = filteredRecipes(db, search, spec)
      .select(['recipes.id', 'recipes.rating_score', 'recipes.total_time', 'recipes.created_at'])
      .offset(0);
    const outer = db.selectFrom(matched.as('recipes')).select('recipes.id');
    const sorted =
      spec.sort === 'rating'
        ? outer.orderBy('recipes.rating_score', 'desc')
        : spec.sort === 'quickest'
          ? outer.orderBy('recipes.total_time', 'asc')
          : outer.orderBy('recipes.created_at', 'desc');
    return sorted.orderBy('recipes.id', 'desc').limit(limit).offset(offset);
  }
  const query = filteredRecipes(db, search, spec, [], { covering: bounded }).select('recipes.id');
  const ordered =
    spec.sort === 'relevance' && spec.terms.length > 0
      ? query.orderBy(relevanceTier(search.matching, spec.terms, sql`recipes.id`)).orderBy('recipes.id', 'desc')
      : spec.sort === 'rating'
        ? query.orderBy(key('rating_score'), 'desc').orderBy('recipes.id', 'desc')
        : spec.sort === 'quickest'
          ? query.orderBy(key('total_time'), 'asc').orderBy('recipes.id', 'desc')
          : query.orderBy(key('created_at'), 'desc').orderBy('recipes.id', 'desc');
  return ordered.limit(limit).offset(offset);
}

/** How many recipes the spec selects. Exported for the plan test. */
export function filteredCountQuery(db: Executor, search: SearchIndex, spec: FilteredListSpec) {
  return filteredRecipes(db, search, spec, [], { covering: true }).select((eb) => eb.fn.countAll<number>().as('total'));
}

export async function filteredPageIds(
  db: Executor,
  search: SearchIndex,
  spec: FilteredListSpec,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await filteredPageIdsQuery(db, search, spec, limit, offset).execute();
  return rows.map((row) => row.id);
}

export async function countFiltered(db: Executor, search: SearchIndex, spec: FilteredListSpec): Promise<number> {
  const row = await filteredCountQuery(db, search, spec).executeTakeFirst();
  return Number(row?.total ?? 0);
}

import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { NewRecipeRow, RecipeRow, RecipeRowUpdate } from '../../db/schema.ts';
import { recipeAccess, type RecipeAccess } from './recipes.policy.ts';

/** A recipe row with its author's display name, read in the same query (one join, no per-row lookups). */
export type RecipeWithAuthorRow = RecipeRow & { author_name: string };

/**
 * Which recipes a list holds. Each combination is answered by one of the indexes
 * recipes_active_created, recipes_category_created, recipes_cuisine_created or
 * recipes_owner_created, which also give the newest-first order.
 */
export interface RecipeListFilter {
  ownerId?: number | undefined;
  category?: string | undefined;
  cuisine?: string | undefined;
  /** Any of these cuisines (the home page's region teasers); must not be empty. */
  cuisines?: readonly string[] | undefined;
  includeInactive: boolean;
}

function filteredRecipes(db: Executor, filter: RecipeListFilter) {
  let query = db.selectFrom('recipes');
  if (filter.ownerId !== undefined) query = query.where('recipes.created_by_user_id', '=', filter.ownerId);
  if (filter.category !== undefined) query = query.where('recipes.recipe_category', '=', filter.category);
  if (filter.cuisine !== undefined) query = query.where('recipes.recipe_cuisine', '=', filter.cuisine);
  if (filter.cuisines !== undefined) query = query.where('recipes.recipe_cuisine', 'in', [...filter.cuisines]);
  if (!filter.includeInactive) query = query.where('recipes.active', '=', 1);
  return query;
}

/** One page of a list, newest first; exported so a test can ask the planner how it runs. */
export function listPageQuery(db: Executor, filter: RecipeListFilter, limit: number, offset: number) {
  return filteredRecipes(db, filter)
    .innerJoin('users', 'users.id', 'recipes.created_by_user_id')
    .selectAll('recipes')
    .select('users.name as author_name')
    .orderBy('recipes.created_at', 'desc')
    .orderBy('recipes.id', 'desc')
    .limit(limit)
    .offset(offset);
}

/**
 * The ids on one page of a list, newest first. The list indexes end in (created_at, id), so this
 * reads the index alone; the rows come after, by primary key, for the ids not already cached.
 */
export function listPageIdsQuery(db: Executor, filter: RecipeListFilter, limit: number, offset: number) {
  return filteredRecipes(db, filter)
    .select('recipes.id')
    .orderBy('recipes.created_at', 'desc')
    .orderBy('recipes.id', 'desc')
    .limit(limit)
    .offset(offset);
}

export function countQuery(db: Executor, filter: RecipeListFilter) {
  return filteredRecipes(db, filter).select((eb) => eb.fn.countAll<number>().as('total'));
}

export async function listRecipePage(
  db: Executor,
  filter: RecipeListFilter,
  limit: number,
  offset: number,
): Promise<RecipeWithAuthorRow[]> {
  return listPageQuery(db, filter, limit, offset).execute();
}

export async function listRecipeIds(
  db: Executor,
  filter: RecipeListFilter,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await listPageIdsQuery(db, filter, limit, offset).execute();
  return rows.map((row) => row.id);
}

/** Every recipe of a member, drafts too, newest first as lists show them (their data export). */
export async function everyRecipeOf(db: Executor, ownerId: number): Promise<RecipeWithAuthorRow[]> {
  const ownRecipes = { ownerId, includeInactive: true };
  const total = await countRecipes(db, ownRecipes);
  return total > 0 ? listRecipePage(db, ownRecipes, total, 0) : [];
}

export async function countRecipes(db: Executor, filter: RecipeListFilter): Promise<number> {
  const row = await countQuery(db, filter).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The rows of a page's ids with their authors, both by primary key; exported for the plan test. */
export function recipesByIdsQuery(db: Executor, ids: readonly number[]) {
  return db
    .selectFrom('recipes')
    .innerJoin('users', 'users.id', 'recipes.created_by_user_id')
    .selectAll('recipes')
    .select('users.name as author_name')
    .where('recipes.id', 'in', [...ids]);
}

/** Rows for the given ids (in no particular order), each with its author, in one query. */
export async function findRecipesByIds(db: Executor, ids: readonly number[]): Promise<RecipeWithAuthorRow[]> {
  return ids.length === 0 ? [] : recipesByIdsQuery(db, ids).execute();
}

/** The columns a recipe card shows, and its author's id for the page's tags. */
export const recipeCardColumns = [
  'id',
  'slug',
  'name',
  'short_description',
  'images',
  'recipe_cuisine',
  'average_rating',
  'rating_count',
  'review_count',
  'cooked_count',
  'created_by_user_id',
] as const;
export type RecipeCardRow = Pick<RecipeRow, (typeof recipeCardColumns)[number]>;

/**
 * Card rows for the given ids (in no particular order), by primary key. A list page shows 24
 * cards: reading whole rows (descriptions, steps, ingredients) and mapping them cost a list
 * page's render about as much again as its queries.
 */
export async function findRecipeCardsByIds(db: Executor, ids: readonly number[]): Promise<RecipeCardRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('recipes')
    .select([...recipeCardColumns])
    .where('id', 'in', [...ids])
    .execute();
}

export async function findRecipeWithAuthor(db: Executor, id: number): Promise<RecipeWithAuthorRow | undefined> {
  return db
    .selectFrom('recipes')
    .innerJoin('users', 'users.id', 'recipes.created_by_user_id')
    .selectAll('recipes')
    .select('users.name as author_name')
    .where('recipes.id', '=', id)
    .executeTakeFirst();
}

export async function findRecipeRow(db: Executor, id: number): Promise<RecipeRow | undefined> {
  return db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What access to a recipe depends on (read without a lock: rating writes use `lockRecipeForRating`): a favourite or a rating checks this, not the whole row. */
export async function findRecipeAccess(db: Executor, recipeId: number): Promise<RecipeAccess | undefined> {
  const row = await db
    .selectFrom('recipes')
    .select(['created_by_user_id', 'active'])
    .where('id', '=', recipeId)
    .executeTakeFirst();
  return row ? recipeAccess(row) : undefined;
}

export async function insertRecipe(db: Executor, row: NewRecipeRow): Promise<RecipeRow> {
  return db.insertInto('recipes').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateRecipe(db: Executor, id: number, changes: RecipeRowUpdate): Promise<RecipeRow> {
  return db.updateTable('recipes').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteRecipe(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('recipes').where('id', '=', id).execute();
}

/** Every active recipe's address and last change, for the sitemap; walks recipes_active_created. */
export async function listActiveRecipeStamps(
  db: Executor,
): Promise<{ id: number; slug: string; updated_at: string }[]> {
  return db
    .selectFrom('recipes')
    .select(['id', 'slug', 'updated_at'])
    .where('active', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Keeps each statement's OR list short, well under SQLite's expression depth limit. */
const urlsPerQuery = 40;

/**
 * The photo columns of recipes that mention any of these URLs. Copies of a recipe share its
 * photos, so a delete must not remove files another recipe still shows. The LIKE is only a
 * coarse filter; callers check the parsed lists for exact matches.
 */
export async function recipesMentioning(
  db: Executor,
  urls: readonly string[],
): Promise<Pick<RecipeRow, 'images' | 'recipe_instructions'>[]> {
  const found: Pick<RecipeRow, 'images' | 'recipe_instructions'>[] = [];
  for (let start = 0; start < urls.length; start += urlsPerQuery) {
    const patterns = urls.slice(start, start + urlsPerQuery).map((url) => `%${escapeLike(url)}%`);
    const rows = await db
      .selectFrom('recipes')
      .select(['images', 'recipe_instructions'])
      .where((eb) =>
        eb.or(
          patterns.flatMap((pattern) => [
            sql<boolean>`${eb.ref('images')} like ${pattern} escape '\\'`,
            sql<boolean>`${eb.ref('recipe_instructions')} like ${pattern} escape '\\'`,
          ]),
        ),
      )
      .execute();
    found.push(...rows);
  }
  return found;
}

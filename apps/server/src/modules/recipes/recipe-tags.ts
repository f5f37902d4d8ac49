import type { RecipeRow } from '../../db/schema.ts';
import { tag } from '../cache/content-change.ts';

/**
 * Which tags recipe lists carry and which tags a recipe write emits (decision 0009). The two
 * sides are written next to each other because they must agree: a list is tagged with the
 * partition it draws from, and a write emits the partitions the recipe was in and is in now.
 */
export const listTag = {
  /** Every active recipe, newest first. */
  all: 'list:all',
  category: (key: string) => `list:category:${key}`,
  cuisine: (key: string) => `list:cuisine:${key}`,
  /** One member's recipes (with drafts for the member themselves); also their recipe count. */
  author: (userId: number) => `list:author:${userId}`,
  /** Lists and searches narrowed or ordered by anything else a recipe edit may change (time, photos, ingredients…). */
  filtered: 'list:filtered',
  /** Lists and searches whose members or order depend on ratings (minRating, sort=rating). */
  byRating: 'list:by-rating',
} as const;

/** Query parameters that only choose the window or the partition; every other one filters or orders. */
const partitionParameters = new Set(['page', 'pageSize', 'user_id', 'category', 'cuisine', 'cuisines']);
/** Orders that add nothing to the partition's own: newest first, or search relevance. */
const plainOrders = new Set(['newest', 'relevance']);
const ratingParameters = new Set(['minRating']);

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && value !== false && !(Array.isArray(value) && !value.length);

/**
 * The tags of what further narrows or orders a list beyond its partition. Read from the query
 * itself, so a filter added to the list query later is covered without being named here.
 */
function filterTags(query: Readonly<Record<string, unknown>>): string[] {
  const tags = new Set<string>();
  for (const [name, value] of Object.entries(query)) {
    if (partitionParameters.has(name) || !isSet(value)) continue;
    if (name === 'sort' && plainOrders.has(String(value))) continue;
    tags.add(listTag.filtered);
    if (ratingParameters.has(name) || (name === 'sort' && value === 'rating')) tags.add(listTag.byRating);
  }
  return [...tags];
}

/** The list query as the read paths see it (API or page), before the viewer is applied. */
export interface TaggableListQuery {
  user_id?: number | undefined;
  category?: string | undefined;
  cuisine?: string | undefined;
  cuisines?: readonly string[] | undefined;
}

/** Tags of which recipes a list page holds and in what order (not of the entries' contents). */
export function listTags(query: TaggableListQuery): string[] {
  const filters = filterTags(query as Record<string, unknown>);
  if (query.user_id !== undefined) return [listTag.author(query.user_id), ...filters];
  if (query.category) return [listTag.category(query.category), ...filters];
  if (query.cuisine) return [listTag.cuisine(query.cuisine), ...filters];
  if (query.cuisines) return [...query.cuisines.map(listTag.cuisine), ...filters];
  return [listTag.all, ...filters];
}

/** Tags of which recipes a search page holds; the window and relevance order add none. */
export function searchTags(query: Readonly<object>): string[] {
  return [tag.search, ...filterTags(query as Record<string, unknown>)];
}

/**
 * Facet counts (per category, cuisine, time, rating, photo) move with any public recipe write
 * and any rating, so they carry every partition's membership, the filtered and rated lists,
 * and search when they count a search.
 */
export function facetTags(searching: boolean): string[] {
  return [listTag.all, listTag.filtered, listTag.byRating, ...(searching ? [tag.search] : [])];
}

/** What an entry showing a recipe (its page, its JSON, a list card) carries. */
export const shownRecipeTags = (recipe: { id: number; authorId: number }): string[] => [
  tag.recipe(recipe.id),
  tag.author(recipe.authorId),
];

export type TaggedRecipeRow = Pick<
  RecipeRow,
  | 'id'
  | 'active'
  | 'created_by_user_id'
  | 'recipe_category'
  | 'recipe_cuisine'
  | 'name'
  | 'short_description'
  | 'description'
  | 'recipe_ingredients'
  | 'keywords'
>;

/** The partitions a recipe in this state belongs to; a draft only to its owner's own list. */
function partitionsOf(row: TaggedRecipeRow): string[] {
  const author = listTag.author(row.created_by_user_id);
  if (row.active !== 1) return [author];
  const tags = [listTag.all, author];
  if (row.recipe_category) tags.push(listTag.category(row.recipe_category));
  if (row.recipe_cuisine) tags.push(listTag.cuisine(row.recipe_cuisine));
  return tags;
}

const membershipFields = ['active', 'recipe_category', 'recipe_cuisine', 'created_by_user_id'] as const;
const searchedFields = [
  'name',
  'short_description',
  'description',
  'recipe_ingredients',
  'keywords',
  'recipe_category',
  'recipe_cuisine',
] as const;

const differ = (before: TaggedRecipeRow, after: TaggedRecipeRow, fields: readonly (keyof TaggedRecipeRow)[]) =>
  fields.some((field) => before[field] !== after[field]);

/**
 * The tags a recipe write changes: `before` null for a create, `after` null for a delete. The
 * recipe's own entries always; the partitions it left or joined; filtered lists, search and
 * the sitemap only when a public recipe is involved. A rename leaves plain lists alone: their
 * pages showing the recipe carry its `recipe:<id>` tag.
 */
export function recipeChangeTags(before: TaggedRecipeRow | null, after: TaggedRecipeRow | null): string[] {
  const row = after ?? before;
  if (!row) return [];
  const tags = new Set([tag.recipe(row.id)]);
  const membershipChanged = !before || !after || differ(before, after, membershipFields);
  if (membershipChanged) {
    for (const t of before ? partitionsOf(before) : []) tags.add(t);
    for (const t of after ? partitionsOf(after) : []) tags.add(t);
  }
  if (before?.active === 1 || after?.active === 1) {
    tags.add(listTag.filtered);
    tags.add(tag.sitemap);
    if (membershipChanged || (before && after && differ(before, after, searchedFields))) tags.add(tag.search);
  }
  return [...tags];
}

/** A rating changes the recipe's average: its entries, and lists ranked or filtered by rating. */
export const ratingChangeTags = (recipeId: number): string[] => [tag.recipe(recipeId), listTag.byRating];

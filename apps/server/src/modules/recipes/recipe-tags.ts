import type { RecipeRow } from '../../db/schema.ts';
import { everythingTag, tag } from '../freshness/content-change.ts';
import { changedSearchWordTags, searchWordTags } from './search-word-tags.ts';

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
  /**
   * Facet counts: which group (category, cuisine, time, whole-star rating, photo) each public
   * recipe falls in. Most edits and ratings move no recipe between groups, so this is emitted
   * far less often than `filtered` and `by-rating`, and the list pages showing counts stay cached.
   */
  facets: 'list:facets',
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

/** Tags of which recipes a search page holds: its words and filters; window and relevance add none. */
export function searchTags(query: Readonly<object>, terms: readonly string[]): string[] {
  return [...searchWordTags(terms), ...filterTags(query as Record<string, unknown>)];
}

/** What a facet count query reads besides the groups (the words, ingredients and member it narrows to). */
export interface FacetScope {
  /** The folded words counted within; none for a list. */
  terms: readonly string[];
  byIngredients: boolean;
  ownerId?: number | undefined;
}

/**
 * Facet counts carry the groups' tag, plus search when they count a search, any edit when they
 * count by ingredients, and the member's list when they count one member's recipes.
 */
export function facetTags(scope: FacetScope): string[] {
  return [
    listTag.facets,
    ...(scope.terms.length > 0 ? searchWordTags(scope.terms) : []),
    ...(scope.byIngredients ? [listTag.filtered] : []),
    ...(scope.ownerId !== undefined ? [listTag.author(scope.ownerId)] : []),
  ];
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
  | 'prep_time'
  | 'cook_time'
  | 'images'
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

/**
 * Besides membership, what decides a recipe's facet group: the columns its total time and photo
 * flag derive from (on SQLite triggers set those after the write, so RETURNING shows old values);
 * ratings are ratingChangeTags' part.
 */
const facetFields = ['prep_time', 'cook_time', 'images'] as const;
/** What filters and sorts read besides membership, words and ratings: time, photo, ingredients. */
const filteredFields = [...facetFields, 'recipe_ingredients'] as const;

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
    // A filtered list showing the recipe carries its recipe tag; this is for which recipes it holds.
    if (membershipChanged || (before && after && differ(before, after, filteredFields))) tags.add(listTag.filtered);
    if (membershipChanged || (before && after && differ(before, after, facetFields))) tags.add(listTag.facets);
    tags.add(tag.sitemap);
    if (membershipChanged) tags.add(tag.search);
    else if (before && after && differ(before, after, searchedFields)) {
      for (const t of changedSearchWordTags(before, after)) tags.add(t);
    }
  }
  return [...tags];
}

/** The whole stars an average reaches: what the rating facets and `minRating` (1–5) compare with. */
const wholeStars = (average: number | null) => (average === null ? 0 : Math.floor(average));

/**
 * A rating changes the recipe's average: its entries, and lists ranked or filtered by rating;
 * the facet counts only when the average crossed a whole star (unknown averages: assume it did).
 */
export function ratingChangeTags(
  recipeId: number,
  averages?: { before: number | null; after: number | null },
): string[] {
  const crossed = !averages || wholeStars(averages.before) !== wholeStars(averages.after);
  return [tag.recipe(recipeId), listTag.byRating, ...(crossed ? [listTag.facets] : [])];
}

/**
 * The recipes a change notice names (`recipe:<id>`), or 'all' when it may touch any (notices
 * lost, everything changed). Every write of a recipe's facts or words carries its recipe tag: a rating,
 * an edit, deactivation, deletion, an account deleted with its recipes.
 */
export function changedRecipes(tags: readonly string[]): number[] | 'all' {
  if (tags.includes(everythingTag)) return 'all';
  const prefix = tag.recipe(0).slice(0, -1);
  return tags.filter((t) => t.startsWith(prefix)).map((t) => Number(t.slice(prefix.length)));
}

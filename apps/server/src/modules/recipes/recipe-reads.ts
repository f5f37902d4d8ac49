import type {
  Page,
  PaginationQuery,
  Recipe,
  RecipeCard,
  RecipeFacets,
  RecipeFacetsQuery,
  RecipeListQuery,
} from '@recipes/contracts';
import type { Executor } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../domain-errors.ts';
import { tag, tagsOf } from '../freshness/content-change.ts';
import { strongEtag } from '../freshness/http-caching.ts';
import { createTaggedCache } from '../freshness/tagged-cache.ts';
import type { ChangeFeed } from '../freshness/change-feed.ts';
import { createFactAnswers } from './filters/fact-answers.ts';
import { toRecipe, toRecipeCard } from './recipe-mapper.ts';
import { facetTags, listTags, searchTags, shownRecipeTags } from './recipe-tags.ts';
import { canViewRecipe, listsInactiveOf, recipeAccess, type RecipeAccess } from './recipes.policy.ts';
import {
  countRecipes,
  findRecipeCardsByIds,
  findRecipesByIds,
  findRecipeWithAuthor,
  listRecipeIds,
  type RecipeListFilter,
  type RecipeWithAuthorRow,
} from './recipes.repository.ts';
import type { FilteredListSpec } from './filters/filtered-recipes.repository.ts';
import { filtersKey, filtersOf, hasFilters, resolveSort } from './filters/recipe-filters.ts';
import { searchTerms } from './search/search-document.ts';
import type { SearchIndex } from './search/search-index.ts';

/** The list query plus what only server-rendered pages ask for: any of several cuisines. */
export type RecipeListOptions = RecipeListQuery & { cuisines?: readonly string[] | undefined };

/** A page of a list whose items are already JSON (an array), to be sent as they are. */
export type JsonPage = Omit<Page<never>, 'items'> & { body: Buffer; etag: string; tags: readonly string[] };

/** Receives the tags of what a read showed, so a page built from it can be invalidated with it. */
export type TagSink = (tags: readonly string[]) => void;

/** Which recipes a page shows, in order, and how many the whole list has. */
interface PageIds {
  ids: readonly number[];
  total: number;
}

/** A page as asked for, before anything is read: its cache key and how to find its ids. */
interface PagePlan {
  key: string;
  /** Which recipes the page holds and their order depend on what these tags name. */
  tags: readonly string[];
  page: number;
  pageSize: number;
  findIds(): Promise<PageIds>;
}

/** A recipe as the API sends it, with what the view policy needs to decide who may see it. */
interface PublishedRecipe {
  access: RecipeAccess;
  json: Buffer;
  etag: string;
}

/** A list page's JSON, its total and the tags of what it shows. */
interface PageBody {
  body: Buffer;
  total: number;
  etag: string;
  tags: readonly string[];
}

export interface RecipeReadsDeps {
  db: Executor;
  search: SearchIndex;
  changes: ChangeFeed;
}

const withAuthor = (row: RecipeWithAuthorRow): Recipe =>
  toRecipe(row, { id: row.created_by_user_id, name: row.author_name });

/**
 * No re-validation: every field comes from the mapper, which already keeps only values the
 * schema accepts (known keys, list entries that parse). recipes.read-cache.test.ts checks the
 * bytes against RecipeSchema.
 */
const publish = (row: RecipeWithAuthorRow): PublishedRecipe => {
  const json = Buffer.from(JSON.stringify(withAuthor(row)));
  return { access: recipeAccess(row), json, etag: strongEtag(json) };
};

const tagsOfPublished = (id: number, recipe: PublishedRecipe) =>
  shownRecipeTags({ id, authorId: recipe.access.createdByUserId });

const windowOf = (query: PaginationQuery) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });

const filterKey = (filter: RecipeListFilter) =>
  [filter.ownerId, filter.category, filter.cuisine, filter.cuisines?.join(','), filter.includeInactive].join('|');

const openBracket = Buffer.from('[');
const comma = Buffer.from(',');
const closeBracket = Buffer.from(']');
const emptyArray = Buffer.from('[]');

/**
 * The read side of recipes: lists, search and single recipes, as objects for server-rendered
 * pages and as ready JSON for the API. List totals, the ids and JSON of each page asked for, and
 * each recipe's JSON are cached (decision 0006), each entry with the tags of what it shows, and a
 * change notice drops the entries sharing a tag with it (decision 0009).
 */
export function createRecipeReads({ db, search, changes }: RecipeReadsDeps) {
  const totals = createTaggedCache<number>({ maxEntries: 1000 });
  const pageIds = createTaggedCache<PageIds>({ maxEntries: 5000 });
  const pageBodies = createTaggedCache<PageBody>({
    maxEntries: 2000,
    maxWeight: 32 * 1024 * 1024,
    sizeOf: (page) => page.body.length,
  });
  const published = createTaggedCache<PublishedRecipe>({
    maxEntries: 20_000,
    maxWeight: 64 * 1024 * 1024,
    sizeOf: (recipe) => recipe.json.length,
  });
  const facetCounts = createTaggedCache<RecipeFacets>({ maxEntries: 500 });
  // Filters, sorts, counts and facets from columns in memory, kept fresh by the change feed (decision 0039).
  const facts = createFactAnswers({ db, search, changes });
  // Folding a query (NFKD, two regular expressions) costs more than a cached answer, and popular
  // queries repeat; the words depend on the text alone, so this one is never cleared.
  const searchWords = createTaggedCache<string[]>({ maxEntries: 1000 });
  const termsOf = (keywords: string): string[] => {
    const known = searchWords.get(keywords);
    if (known) return known;
    const terms = searchTerms(keywords);
    searchWords.set(keywords, terms, [], searchWords.clock);
    return terms;
  };
  changes.subscribe((notice) => {
    const tags = tagsOf(notice);
    for (const cache of [totals, pageIds, pageBodies, published, facetCounts]) cache.invalidate(tags);
  });

  const listFilterOf = (viewer: UserRow | null, query: RecipeListOptions): RecipeListFilter => ({
    ownerId: query.user_id,
    // An empty ?category= (a cleared filter in a form) means no filter.
    category: query.category || undefined,
    cuisine: query.cuisine || undefined,
    cuisines: query.cuisines,
    includeInactive: listsInactiveOf(viewer, query.user_id),
  });

  /** A list or search with filters, or another order than its default: one query over recipes. */
  function filteredPlan(spec: FilteredListSpec, query: RecipeListOptions): PagePlan {
    const { limit, offset } = windowOf(query);
    const tags = spec.terms.length > 0 ? searchTags(query, spec.terms) : listTags(query);
    const specKey = `${filterKey(spec.list)}|${spec.terms.join(' ')}|${filtersKey(spec.filters, spec.sort)}`;
    const findIds = () => facts.page(spec, limit, offset);
    return { key: `filtered|${limit}|${offset}|${specKey}`, tags, page: query.page, pageSize: query.pageSize, findIds };
  }

  function listPlan(viewer: UserRow | null, query: RecipeListOptions): PagePlan {
    const { page, pageSize } = query;
    if (query.cuisines !== undefined && query.cuisines.length === 0) {
      return { key: 'none', tags: [], page, pageSize, findIds: async () => ({ ids: [], total: 0 }) };
    }
    const filter = listFilterOf(viewer, query);
    const filters = filtersOf(query);
    const sort = resolveSort(query.sort, false);
    if (hasFilters(filters) || sort !== 'newest')
      return filteredPlan({ list: filter, filters, terms: [], sort }, query);
    const { limit, offset } = windowOf(query);
    const tags = listTags(query);
    const findIds = async () => {
      const ids = await listRecipeIds(db, filter, limit, offset);
      // A page that is not full ends the list, so it tells the total without counting.
      const knownTotal = ids.length < limit && (ids.length > 0 || offset === 0) ? offset + ids.length : undefined;
      const total =
        knownTotal ??
        (await totals.load(
          filterKey(filter),
          () => countRecipes(db, filter),
          () => tags,
        )) ??
        0;
      return { ids, total };
    };
    return { key: `list|${limit}|${offset}|${filterKey(filter)}`, tags, page, pageSize, findIds };
  }

  /** Ranked search; keywords without any word (empty, only punctuation) give the plain list. */
  function searchPlan(keywords: string, query: RecipeListOptions): PagePlan {
    const terms = termsOf(keywords);
    if (terms.length === 0) return listPlan(null, query);
    const list = listFilterOf(null, query);
    const filters = filtersOf(query);
    const sort = resolveSort(query.sort, true);
    const narrowed = list.ownerId !== undefined || list.category !== undefined || list.cuisine !== undefined;
    if (hasFilters(filters) || narrowed || sort !== 'relevance')
      return filteredPlan({ list, filters, terms, sort }, query);
    const window = windowOf(query);
    const key = `search|${window.limit}|${window.offset}|${terms.join(' ')}`;
    const tags = searchTags(query, terms);
    return { key, tags, page: query.page, pageSize: query.pageSize, findIds: () => search.search(db, terms, window) };
  }

  const idsOf = async (plan: PagePlan): Promise<PageIds> =>
    (await pageIds.load(plan.key, plan.findIds, () => plan.tags)) ?? { ids: [], total: 0 };

  /** The cards in the order of `ids`; ids whose row is gone (deleted meanwhile) are left out. */
  async function cardsOf(plan: PagePlan, sink?: TagSink): Promise<Page<RecipeCard>> {
    const { ids, total } = await idsOf(plan);
    const byId = new Map((await findRecipeCardsByIds(db, ids)).map((row) => [row.id, row]));
    const tags = [...plan.tags];
    const items = ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      tags.push(...shownRecipeTags({ id, authorId: row.created_by_user_id }));
      return [toRecipeCard(row)];
    });
    sink?.(tags);
    return { items, total, page: plan.page, pageSize: plan.pageSize };
  }

  /** The page as a JSON array: recipes' cached JSON as it is, the rest read in one query. */
  async function bodyOf(plan: PagePlan): Promise<PageBody> {
    const { ids, total } = await idsOf(plan);
    const startedAt = published.clock;
    const found = new Map<number, PublishedRecipe>();
    const missing: number[] = [];
    for (const id of ids) {
      const recipe = published.get(String(id));
      if (recipe) found.set(id, recipe);
      else missing.push(id);
    }
    for (const row of await findRecipesByIds(db, missing)) {
      const recipe = publish(row);
      found.set(row.id, recipe);
      published.set(String(row.id), recipe, tagsOfPublished(row.id, recipe), startedAt);
    }
    const tags = [...plan.tags];
    const parts = ids.flatMap((id) => {
      const recipe = found.get(id);
      if (!recipe) return [];
      tags.push(...tagsOfPublished(id, recipe));
      return [recipe.json];
    });
    const body =
      parts.length === 0
        ? emptyArray
        : Buffer.concat([openBracket, ...parts.flatMap((part, i) => (i ? [comma, part] : [part])), closeBracket]);
    // The total is sent as X-Total-Count, so it is part of what the tag identifies.
    return { body, total, etag: strongEtag(body, String(total)), tags };
  }

  const emptyPage: PageBody = { body: emptyArray, total: 0, etag: strongEtag(emptyArray, '0'), tags: [] };

  async function jsonOf(plan: PagePlan): Promise<JsonPage> {
    const found = await pageBodies.load(
      plan.key,
      () => bodyOf(plan),
      (page) => page.tags,
    );
    const { body, total, etag, tags } = found ?? emptyPage;
    return { body, total, etag, tags, page: plan.page, pageSize: plan.pageSize };
  }

  /** The recipe's published JSON and access, from the cache or the database. */
  const publishedRecipe = (id: number) =>
    published.load(
      String(id),
      async () => {
        const row = await findRecipeWithAuthor(db, id);
        return row && publish(row);
      },
      (recipe) => tagsOfPublished(id, recipe),
    );

  return {
    /** A list's cards, for pages (the API sends whole recipes: listJson). */
    listCards: (viewer: UserRow | null, query: RecipeListOptions, sink?: TagSink) =>
      cardsOf(listPlan(viewer, query), sink),
    listJson: (viewer: UserRow | null, query: RecipeListOptions) => jsonOf(listPlan(viewer, query)),
    /** Ranked search over active recipes, as cards; keywords without any word give the plain list. */
    searchCards: (keywords: string, query: RecipeListOptions, sink?: TagSink) =>
      cardsOf(searchPlan(keywords, query), sink),
    searchJson: (keywords: string, query: RecipeListOptions) => jsonOf(searchPlan(keywords, query)),

    /** What each filter value would give, for a list (no `q`) or a search; not cached (the page cache is). */
    async facets(viewer: UserRow | null, query: RecipeFacetsQuery, sink?: TagSink): Promise<RecipeFacets> {
      const terms = termsOf(query.q ?? '');
      const spec = { list: listFilterOf(viewer, query), filters: filtersOf(query), terms, sort: 'newest' } as const;
      const tags = facetTags({
        terms,
        byIngredients: Boolean(spec.filters.include?.length || spec.filters.exclude?.length),
        ownerId: spec.list.ownerId,
      });
      sink?.(tags);
      // Counting over every matching recipe is the dearest read there is: kept until a write
      // changes what it counts (its tags), like a page.
      const key = `${filterKey(spec.list)}|${terms.join(' ')}|${filtersKey(spec.filters, spec.sort)}`;
      const read = () => facts.facets(spec);
      return (await facetCounts.load(key, read, () => tags)) ?? read();
    },

    /** Reads the filter facts of every recipe into memory ahead of the first filtered list. */
    readFilterFacts: () => facts.warm(),

    /** The recipe if it is active, for anonymous pages. */
    async findPublic(id: number, sink?: TagSink): Promise<Recipe | null> {
      const row = await findRecipeWithAuthor(db, id);
      sink?.(row ? shownRecipeTags({ id, authorId: row.created_by_user_id }) : [tag.recipe(id)]);
      return row && row.active === 1 ? withAuthor(row) : null;
    },

    /** The recipe as JSON if the viewer may see it; a hidden recipe looks like a missing one. */
    async getJson(
      viewer: UserRow | null,
      id: number,
    ): Promise<{ json: Buffer; etag: string; tags: readonly string[] }> {
      const recipe = await publishedRecipe(id);
      if (!recipe || !canViewRecipe(viewer, recipe.access)) throw notFound('RECIPE_NOT_FOUND');
      return { json: recipe.json, etag: recipe.etag, tags: tagsOfPublished(id, recipe) };
    },
  };
}
export type RecipeReads = ReturnType<typeof createRecipeReads>;

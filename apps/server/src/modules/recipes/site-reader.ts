import {
  categoryTerms,
  cuisineTerms,
  defaultPageSize,
  localizeTerms,
  maxPageSize,
  type PaginationQuery,
  type RecipeCard,
  type SiteReader,
} from '@recipes/contracts';
import { DomainError } from '../../domain-errors.ts';
import type { Services } from '../../services.ts';
import { tag } from '../freshness/content-change.ts';
import type { TagSink } from './recipe-reads.ts';
import { listTag } from './recipe-tags.ts';

/**
 * What server-rendered pages read, in-process: the anonymous view of recipes (active only) and
 * the taxonomy. The OpenAPI document comes from the caller (app.ts passes `() => app.swagger()`),
 * since only the Fastify instance can build it.
 */
/** Loaders pass page numbers read from URLs; out-of-range ones fall back to what the API would accept. */
function pageWindow({ page, pageSize }: PaginationQuery): PaginationQuery {
  const whole = (value: number, fallback: number) => (Number.isInteger(value) && value >= 1 ? value : fallback);
  return { page: whole(page, 1), pageSize: Math.min(whole(pageSize, defaultPageSize), maxPageSize) };
}

/** How many ratings make a recipe's average count for the home page's picks. */
export const featuredMinRatings = 3;

function nullWhenNotFound(error: unknown): null {
  if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
  throw error;
}

/**
 * `sink` hears the tags of everything read (decision 0009): the page cache stores a page rendered
 * from these reads with them, so a change to any of it drops the page.
 */
export function createSiteReader(
  services: Pick<Services, 'recipes' | 'members' | 'reviews'>,
  openApiDocument: () => unknown,
  sink: TagSink = () => {},
): SiteReader {
  const { recipes, members, reviews } = services;
  return {
    listRecipes: (query) => recipes.listCards(null, { ...query, ...pageWindow(query) }, sink),
    searchRecipes: (keywords, query) => recipes.searchCards(keywords, { ...query, ...pageWindow(query) }, sink),
    recipeFacets: (query) => recipes.facets(null, { ...query, page: 1, pageSize: defaultPageSize }, sink),
    featuredRecipes: async ({ cuisines, count }) => {
      const size = Math.min(Math.max(1, count), maxPageSize);
      const firstPage = { cuisines, page: 1, pageSize: Math.min(maxPageSize, size * 6) };
      const picks: RecipeCard[] = [];
      const pick = (cards: readonly RecipeCard[]) => {
        for (const card of cards) if (picks.length < size && !picks.some(({ id }) => id === card.id)) picks.push(card);
        return picks.length >= size;
      };
      // Well rated by enough people, then well rated by a few, then not yet rated (newest),
      // and only then the rest, best weighted rating first.
      const wellRated = await recipes.listCards(null, { ...firstPage, sort: 'rating', minRating: 4 }, sink);
      if (pick(wellRated.items.filter((card) => card.ratingCount >= featuredMinRatings))) return picks;
      if (pick(wellRated.items)) return picks;
      const newest = await recipes.listCards(null, { ...firstPage, sort: 'newest' }, sink);
      if (pick(newest.items.filter((card) => card.ratingCount === 0))) return picks;
      pick((await recipes.listCards(null, { ...firstPage, sort: 'rating' }, sink)).items);
      return picks;
    },
    getRecipe: (id) => recipes.findPublic(id, sink),
    listReviews: async (recipeId, query) => {
      // Every review write of the recipe sends its recipe tag.
      sink([tag.recipe(recipeId)]);
      const window = pageWindow(query);
      const found = await reviews.list(recipeId, { ...query, ...window }, null).catch(nullWhenNotFound);
      return { items: found?.items ?? [], total: found?.total ?? 0, ...window };
    },
    getMember: (id) => {
      // The member's page counts their public recipes, so it changes with their list as well.
      sink([tag.member(id), listTag.author(id)]);
      return members.get(null, id).catch(nullWhenNotFound);
    },
    listMemberRecipes: (userId, query) => recipes.listCards(null, { ...pageWindow(query), user_id: userId }, sink),
    listFollows: async (memberId, direction, query) => {
      const page = await members[direction](memberId, pageWindow(query)).catch(nullWhenNotFound);
      sink([tag.member(memberId), ...(page?.items ?? []).map((member) => tag.member(member.id))]);
      return page;
    },
    categories: (language) => localizeTerms(categoryTerms, language),
    cuisines: (language) => localizeTerms(cuisineTerms, language),
    sitemapEntries: () => {
      // Every write of a public recipe (create, rename, (de)activation, delete) sends this tag.
      sink([tag.sitemap]);
      return recipes.sitemapEntries();
    },
    openApiDocument,
  };
}

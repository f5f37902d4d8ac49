import {
  categoryTerms,
  cuisineTerms,
  defaultPageSize,
  localizeTerms,
  maxPageSize,
  type PaginationQuery,
  type SiteReader,
} from '@recipes/contracts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';

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

function nullWhenNotFound(error: unknown): null {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
  throw error;
}

export function createSiteReader(
  services: Pick<Services, 'recipes' | 'members'>,
  openApiDocument: () => unknown,
): SiteReader {
  const { recipes, members } = services;
  return {
    listRecipes: (query) => recipes.list(null, { ...query, ...pageWindow(query) }),
    searchRecipes: (keywords, query) => recipes.search(keywords, { ...query, ...pageWindow(query) }),
    recipeFacets: (query) => recipes.facets(null, { ...query, page: 1, pageSize: defaultPageSize }),
    getRecipe: (id) => recipes.findPublic(id),
    getMember: (id) => members.get(null, id).catch(nullWhenNotFound),
    listMemberRecipes: (userId, query) => recipes.list(null, { ...pageWindow(query), user_id: userId }),
    listFollows: (memberId, direction, query) =>
      members[direction](memberId, pageWindow(query)).catch(nullWhenNotFound),
    categories: (language) => localizeTerms(categoryTerms, language),
    cuisines: (language) => localizeTerms(cuisineTerms, language),
    sitemapEntries: () => recipes.sitemapEntries(),
    openApiDocument,
  };
}

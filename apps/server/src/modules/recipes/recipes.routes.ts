import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  RecipeBulkBodySchema,
  RecipeCreateBodySchema,
  RecipeDebugSchema,
  RecipeFacetsQuerySchema,
  RecipeFacetsSchema,
  RecipeListQuerySchema,
  RecipeSchema,
  RecipeSearchParamsSchema,
  RecipeSearchQuerySchema,
  RecipeUpdateBodySchema,
} from '@recipes/contracts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { sendJson, sendJsonPage } from '../../http/pagination.ts';
import { requireUser } from '../accounts/authenticate.ts';
import { setSurrogateKeys } from '../edge-cache/surrogate-keys.ts';

const tags = ['recipes'];
const RecipeListSchema = z.array(RecipeSchema);
const pageHeaders = 'Sends X-Total-Count and an RFC 8288 Link header (first, prev, next, last).';
const filterHelp =
  'Filters: maxTime (prep plus cook minutes), minRating (1-5), hasPhoto=true, include and exclude ' +
  '(ingredient words; repeat or separate with commas); sort: relevance, newest, rating (weighted by the number of ratings), quickest. ' +
  'X-Total-Count counts the filtered result.';

/**
 * The recipes API. Static segments (/categories, /ping, /search, /debug, /recipe, /recipes)
 * win over /:id in Fastify's router, and :id must be a positive integer, so 'abc' is a 400.
 */
export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  const recipes = app.services.recipes;

  app.get(
    '/api/v1/recipes',
    {
      schema: {
        tags,
        summary: 'List active recipes, newest first',
        description: `Filters by user_id, category and cuisine. Members listing their own user_id also see their inactive recipes. ${filterHelp} ${pageHeaders}`,
        querystring: RecipeListQuerySchema,
        response: {
          200: RecipeListSchema.describe('A page of recipes (X-Total-Count and Link headers)'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const page = await recipes.listJson(request.user, request.query);
      setSurrogateKeys(reply, page.tags);
      return sendJsonPage(request, reply, page);
    },
  );

  const searchSummary = 'Search active recipes by relevance';
  const searchDescription =
    'Every word must match the start of a word in the name, short description, description, ingredients, ' +
    `keywords, category or cuisine, ignoring case and accents. Empty keywords give the plain list. ` +
    `Relevance: every word in the name first, then in the name, short description or keywords, then anywhere; newer first within each. ${filterHelp} ${pageHeaders}`;

  app.get(
    '/api/v1/recipes/search/:keywords',
    {
      schema: {
        tags,
        summary: searchSummary,
        description: searchDescription,
        params: RecipeSearchParamsSchema,
        querystring: RecipeSearchQuerySchema,
        response: {
          200: RecipeListSchema.describe('A page of matching recipes, best first (X-Total-Count and Link headers)'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const page = await recipes.searchJson(request.params.keywords, request.query);
      setSurrogateKeys(reply, page.tags);
      return sendJsonPage(request, reply, page);
    },
  );

  // '/search/' without keywords would otherwise fall through to '/:id' and fail as a bad id.
  app.get(
    '/api/v1/recipes/search',
    {
      schema: {
        tags,
        summary: `${searchSummary} (no keywords: the plain list)`,
        querystring: RecipeSearchQuerySchema,
        response: {
          200: RecipeListSchema.describe('A page of matching recipes, best first (X-Total-Count and Link headers)'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const page = await recipes.searchJson('', request.query);
      setSurrogateKeys(reply, page.tags);
      return sendJsonPage(request, reply, page);
    },
  );

  app.get(
    '/api/v1/recipes/facets',
    {
      schema: {
        tags,
        summary: 'How many recipes each filter value would give',
        description:
          'Takes the list parameters plus q (search keywords). Each dimension is counted with every other filter as asked: ' +
          'category and cuisine per key, maxTime for 15, 30 and 60 minutes, minRating for 3 and 4, and hasPhoto.',
        querystring: RecipeFacetsQuerySchema,
        response: { 200: RecipeFacetsSchema.describe('Counts per filter value'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const shown: string[] = [];
      const facets = await recipes.facets(request.user, request.query, (tags) => shown.push(...tags));
      setSurrogateKeys(reply, shown);
      return facets;
    },
  );

  app.get(
    '/api/v1/recipes/ping',
    {
      schema: {
        tags,
        summary: 'Health check: answers "pong" as text/plain',
        produces: ['text/plain'],
        response: { 200: z.literal('pong').describe('The server is up') },
      },
    },
    async (_request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return 'pong' as const;
    },
  );

  app.get(
    '/api/v1/recipes/:id',
    {
      schema: {
        tags,
        summary: 'One recipe',
        description: 'An inactive recipe is visible to its owner only; for anyone else it is a 404.',
        params: IdParamsSchema,
        response: { 200: RecipeSchema.describe('The recipe'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { json, etag, tags } = await recipes.getJson(request.user, request.params.id);
      setSurrogateKeys(reply, tags);
      return sendJson(reply, json, etag);
    },
  );

  const createSchema = {
    tags,
    summary: 'Create a recipe owned by the signed-in member',
    description:
      'Missing fields get defaults (empty texts and lists, active, no times). A createdByUserId other than the caller is a 403.',
    body: RecipeCreateBodySchema,
    response: { 201: RecipeSchema.describe('The recipe as stored'), ...errorResponses(400, 401, 403) },
    security: bearerAuth,
  };
  for (const url of ['/api/v1/recipes', '/api/v1/recipes/recipe']) {
    app.post(url, { schema: createSchema }, async (request, reply) => {
      const recipe = await recipes.create(requireUser(request), request.body);
      return reply.code(201).send(recipe);
    });
  }

  app.post(
    '/api/v1/recipes/recipes',
    {
      schema: {
        tags,
        summary: 'Create up to 100 recipes at once, all or nothing',
        body: RecipeBulkBodySchema,
        response: { 201: RecipeListSchema.describe('The recipes as stored'), ...errorResponses(400, 401, 403) },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const created = await recipes.createMany(requireUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/v1/recipes/:id',
    {
      schema: {
        tags,
        summary: "Update one's own recipe",
        description: 'Fields absent from the body stay as they are; a body with only images saves their order.',
        params: IdParamsSchema,
        body: RecipeUpdateBodySchema,
        response: { 200: RecipeSchema.describe('The recipe as changed'), ...errorResponses(400, 401, 403, 404) },
        security: bearerAuth,
      },
    },
    async (request) => recipes.update(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/recipes/:id',
    {
      schema: {
        tags,
        summary: "Delete one's own recipe with its ratings and photos",
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      await recipes.remove(requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/recipes/debug/:id',
    {
      schema: {
        tags,
        summary: 'The stored row and its search document (owner only)',
        params: IdParamsSchema,
        response: {
          200: RecipeDebugSchema.describe('The stored row and its search document'),
          ...errorResponses(400, 401, 403, 404),
        },
        security: bearerAuth,
      },
    },
    async (request) => recipes.debug(requireUser(request), request.params.id),
  );
};

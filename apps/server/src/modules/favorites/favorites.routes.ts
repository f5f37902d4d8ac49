import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FavoriteIdsSchema,
  FavoriteParamsSchema,
  FavoriteStateSchema,
  PaginationQuerySchema,
  RecipeSchema,
} from '@recipes/contracts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { setPageHeaders } from '../../http/pagination.ts';
import { requireUser } from '../accounts/authenticate.ts';

const tags = ['favorites'];

export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favorites } = app.services;

  app.get(
    '/api/v1/favorites',
    {
      schema: {
        tags,
        summary: 'Your favorite recipes, most recently favorited first',
        description:
          'Paginated like the recipe lists (page, pageSize; X-Total-Count and Link headers). Recipes that became ' +
          'inactive are left out unless they are your own.',
        querystring: PaginationQuerySchema,
        response: { 200: z.array(RecipeSchema).describe('Your favorite recipes'), ...errorResponses(400, 401) },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const page = await favorites.list(requireUser(request), request.query);
      setPageHeaders(request, reply, page);
      return page.items;
    },
  );

  app.get(
    '/api/v1/favorites/ids',
    {
      schema: {
        tags,
        summary: 'The ids of all your favorite recipes (for hearts on cards)',
        response: { 200: FavoriteIdsSchema.describe('The ids of your favorite recipes'), ...errorResponses(401) },
        security: bearerAuth,
      },
    },
    async (request) => favorites.ids(requireUser(request)),
  );

  app.put(
    '/api/v1/favorites/:recipeId',
    {
      schema: {
        tags,
        summary: 'Favorite a recipe (idempotent)',
        description:
          '201 when added, 200 when it already was a favorite. Any active recipe, or your own inactive one; else 404.',
        params: FavoriteParamsSchema,
        response: {
          201: FavoriteStateSchema.describe('Added to your favorites'),
          200: FavoriteStateSchema.describe('Was a favorite already'),
          ...errorResponses(400, 401, 404),
        },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const { created, state } = await favorites.add(requireUser(request), request.params.recipeId);
      return reply.code(created ? 201 : 200).send(state);
    },
  );

  app.delete(
    '/api/v1/favorites/:recipeId',
    {
      schema: {
        tags,
        summary: 'Remove a recipe from your favorites (idempotent)',
        params: FavoriteParamsSchema,
        response: { 200: FavoriteStateSchema.describe('Not a favorite (any more)'), ...errorResponses(400, 401) },
        security: bearerAuth,
      },
    },
    async (request) => favorites.remove(requireUser(request), request.params.recipeId),
  );
};

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  OwnRatingSchema,
  RatingBodySchema,
  RatingResponseSchema,
  RatingSchema,
} from '@recipes/contracts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { unauthenticated } from '../../domain-errors.ts';
import { bearerToken, requireUser } from '../accounts/authenticate.ts';

const tags = ['ratings'];

/** For routes that check the token in their own query (checksOwnToken): 401 without one. */
function tokenOf(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  return token;
}

export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/ratings/recipe/:id',
    {
      schema: {
        tags,
        summary: 'Ratings of a recipe',
        params: IdParamsSchema,
        response: { 200: z.array(RatingSchema).describe('Every rating of the recipe'), ...errorResponses(400, 404) },
      },
    },
    async (request) => app.services.ratings.listForRecipe(request.params.id, request.user),
  );

  app.get(
    '/api/v1/ratings/recipe/:id/mine',
    {
      schema: {
        tags,
        summary: "The signed-in member's own rating of a recipe",
        description:
          'Answers {rating: null} when the member has not rated it. The site asks for this only when a first ' +
          'rating was refused because one exists (rated in another tab); pages use GET /api/v1/personal.',
        params: IdParamsSchema,
        response: { 200: OwnRatingSchema.describe('Your rating, or null'), ...errorResponses(400, 401, 404) },
        security: bearerAuth,
      },
      config: { checksOwnToken: true },
    },
    async (request) => ({ rating: await app.services.ratings.own(tokenOf(request), request.params.id) }),
  );

  app.post(
    '/api/v1/ratings',
    {
      schema: {
        tags,
        summary: 'Rate a recipe (once per member; update the rating afterwards)',
        body: RatingBodySchema,
        response: {
          201: RatingResponseSchema.describe("Rated; the rating and the recipe's new average"),
          ...errorResponses(400, 401, 403, 404, 409),
        },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const rated = await app.services.ratings.create(user, request.body);
      return reply.code(201).send(rated);
    },
  );

  app.put(
    '/api/v1/ratings/:ratingId',
    {
      schema: {
        tags,
        summary: 'Change your rating',
        params: z.object({ ratingId: IdSchema }),
        body: RatingBodySchema,
        response: {
          200: RatingResponseSchema.describe("Changed; the rating and the recipe's new average"),
          ...errorResponses(400, 401, 403, 404),
        },
        security: bearerAuth,
      },
    },
    async (request) => {
      const user = requireUser(request);
      return app.services.ratings.update(user, request.params.ratingId, request.body);
    },
  );
};

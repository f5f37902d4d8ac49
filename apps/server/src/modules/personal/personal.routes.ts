import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PersonalStateSchema } from '@recipes/contracts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { requireUser } from '../accounts/authenticate.ts';

/**
 * GET /api/v1/personal: what pages show of the signed-in member, in one answer (decision 0034).
 * Pages are the shared anonymous ones; the browser asks this once per tab session and keeps it,
 * instead of three personal requests on every page view.
 */
export const personalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favorites, ratings, kitchenPreferences } = app.services;

  app.get(
    '/api/v1/personal',
    {
      schema: {
        tags: ['accounts'],
        summary: 'What pages show of the signed-in member',
        description:
          'Favorite recipe ids, every own rating (by recipe id) and the unit system, in one answer. The site asks ' +
          "for this once per browser tab session and keeps it, updated with the member's own changes, so page views " +
          'need no personal request of their own. The answer is private: it carries an ETag, and a matching ' +
          'If-None-Match gets 304.',
        response: {
          200: PersonalStateSchema.describe('Your favorites, ratings and unit system'),
          ...errorResponses(401),
        },
        security: bearerAuth,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [favoriteIds, own] = await Promise.all([favorites.ids(user), ratings.allOf(user)]);
      return { favoriteIds, ratings: own, unitSystem: kitchenPreferences.get(user).unitSystem };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KitchenPreferencesSchema } from '@recipes/contracts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { requireUser } from '../accounts/authenticate.ts';

const tags = ['kitchen'];

export const kitchenPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kitchenPreferences } = app.services;

  app.get(
    '/api/v1/kitchen/preferences',
    {
      schema: {
        tags,
        summary: 'Your kitchen settings',
        description: '`unitSystem` is `metric`, `us`, or null (then recipe pages follow the language).',
        response: { 200: KitchenPreferencesSchema.describe('Your kitchen settings'), ...errorResponses(401) },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return kitchenPreferences.get(requireUser(request));
    },
  );

  app.put(
    '/api/v1/kitchen/preferences',
    {
      schema: {
        tags,
        summary: 'Change your kitchen settings',
        body: KitchenPreferencesSchema,
        response: {
          200: KitchenPreferencesSchema.describe('Your kitchen settings as changed'),
          ...errorResponses(400, 401),
        },
        security: bearerAuth,
      },
    },
    async (request) => kitchenPreferences.set(requireUser(request), request.body),
  );
};

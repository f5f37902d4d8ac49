import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShoppingListChangesBodySchema, ShoppingListSchema } from '@recipes/contracts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { requireUser } from '../accounts/authenticate.ts';

const tags = ['shopping-list'];

export const shoppingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shoppingList } = app.services;

  app.get(
    '/api/v1/shopping-list',
    {
      schema: {
        tags,
        summary: 'Your shopping list',
        description:
          'Items merged per ingredient and unit (metric amounts in g or ml), in the order they were first added; ' +
          '`aisle` groups them. An item `id` is its merge key.',
        response: { 200: ShoppingListSchema.describe('Your shopping list'), ...errorResponses(401) },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return shoppingList.get(requireUser(request));
    },
  );

  app.post(
    '/api/v1/shopping-list/changes',
    {
      schema: {
        tags,
        summary: 'Change your shopping list',
        description:
          'Applies the changes in order, all or none: `add` (items, merged into lines of the same ingredient and ' +
          'unit), `check` (checked true or false), `remove`, `clearChecked`. Every change has an `id` you make up ' +
          '(a UUID); a change whose id was applied before is skipped, so sending again after a lost answer is safe. ' +
          'Answers the whole list. 400 when an add would grow the list past 500 items.',
        body: ShoppingListChangesBodySchema,
        response: {
          200: ShoppingListSchema.describe('Your shopping list after the changes'),
          ...errorResponses(400, 401),
        },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return shoppingList.change(requireUser(request), request.body.changes);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, RecipeSchema } from '@recipes/contracts';
import { errorResponses } from '../../http/openapi.ts';
import { exportFileName, recipeExportDocument } from './recipe-json-ld-export.ts';

export const recipeExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/recipes/:id/export',
    {
      schema: {
        tags: ['recipes'],
        summary: 'The recipe as a schema.org Recipe JSON-LD file (application/ld+json)',
        description:
          'Active recipes for anyone, inactive ones for their owner only (else 404). The file is what ' +
          'POST /api/v1/recipes/import takes back as multipart "file".',
        params: IdParamsSchema,
        produces: ['application/ld+json'],
        response: {
          200: z.record(z.string(), z.unknown()).describe('The schema.org Recipe as a JSON-LD attachment'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { json } = await app.services.recipes.getJson(request.user, request.params.id);
      const recipe = RecipeSchema.parse(JSON.parse(json.toString('utf8')));
      const document = recipeExportDocument(recipe, app.services.deps.config.publicUrl, request.language);
      return reply
        .type('application/ld+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(recipe)}"`)
        .header('cache-control', 'private, no-cache')
        .send(document);
    },
  );
};

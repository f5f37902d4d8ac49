import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryTerms, cuisineTerms, localizeTerms, TaxonomyEntrySchema } from '@recipes/contracts';

const tags = ['taxonomy'];
const TaxonomyListSchema = z.array(TaxonomyEntrySchema);

/** Categories and cuisines with names in the request's language (Accept-Language). */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/recipes/categories',
    {
      schema: {
        tags,
        summary: 'Recipe categories, named in the request language',
        response: { 200: TaxonomyListSchema.describe('The categories') },
      },
    },
    async (request, reply) => {
      reply.header('Vary', 'Accept-Language');
      return localizeTerms(categoryTerms, request.language);
    },
  );

  app.get(
    '/api/v1/recipes/cuisines',
    {
      schema: {
        tags,
        summary: 'Cuisines, named in the request language',
        response: { 200: TaxonomyListSchema.describe('The cuisines') },
      },
    },
    async (request, reply) => {
      reply.header('Vary', 'Accept-Language');
      return localizeTerms(cuisineTerms, request.language);
    },
  );
};

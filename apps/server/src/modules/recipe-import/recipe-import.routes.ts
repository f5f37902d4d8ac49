import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecipeDraftSchema, RecipeImportBodySchema, RecipeSchema } from '@recipes/contracts';
import { badRequest } from '../../http/errors.ts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { requireUser } from '../accounts/authenticate.ts';
import { readUploadedFile } from '../photos/uploaded-file.ts';

export const recipeImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const imports = app.services.recipeImport;

  app.post(
    '/api/v1/recipes/import',
    {
      schema: {
        tags: ['recipes'],
        summary: 'Import a recipe: from a web page, pasted text, or an export file',
        description:
          'JSON {url}: the page is fetched (http(s) only, public addresses only, at most 3 MB, 10 s) and its ' +
          'schema.org Recipe (JSON-LD, microdata or RDFa) answered as an unsaved draft (200) whose images are ' +
          'already your uploads. JSON {text}: a pasted recipe read by its headings (200, draft). multipart "file": ' +
          'a recipe JSON-LD export or the collection of GET /users/me/export; its recipes are stored (201). ' +
          '400: not http(s), a private address, too large; 422: no recipe found; 502: the other site failed.',
        consumes: ['application/json', 'multipart/form-data'],
        // Absent for multipart requests: the file is read from the stream instead.
        body: RecipeImportBodySchema.nullish(),
        response: {
          200: RecipeDraftSchema.describe('An unsaved draft read from the page or text'),
          201: z.array(RecipeSchema).describe('The recipes stored from the export file'),
          ...errorResponses(400, 401, 413, 422, 502),
        },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.isMultipart()) {
        const bytes = await readUploadedFile(request);
        return reply.code(201).send(await imports.fromFile(user, bytes, request.language));
      }
      const body = request.body;
      if (!body) throw badRequest('IMPORT_BODY_MISSING');
      if ('url' in body) return reply.code(200).send(await imports.fromUrl(user, body.url, request.language));
      return reply.code(200).send(imports.fromText(body.text));
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeleteImageQuerySchema, UploadQuerySchema, UploadResponseSchema } from '@recipes/contracts';
import { forbidden } from '../../domain-errors.ts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { requireUser } from '../accounts/authenticate.ts';
import { readUploadedFile } from './uploaded-file.ts';

const tags = ['photos'];

export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/images/upload',
    {
      schema: {
        tags,
        summary: 'Upload a photo (multipart field "file"); stored as WebP at 400, 800 and 1600 px wide',
        description:
          'Send multipart/form-data with one part named "file": JPEG, PNG, WebP, AVIF, GIF (first frame) or ' +
          'HEIC, judged by its bytes, at most 15 MB. Answers the 1600 px image and the 400 px thumbnail.',
        consumes: ['multipart/form-data'],
        querystring: UploadQuerySchema,
        response: {
          201: UploadResponseSchema.describe('Stored; the addresses of the 1600 px image and the 400 px thumbnail'),
          ...errorResponses(400, 401, 403, 413, 415),
        },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.query.user_id !== user.id) throw forbidden();
      const bytes = await readUploadedFile(request);
      const stored = await app.services.photos.storeImage(user.id, bytes);
      return reply.code(201).send(stored);
    },
  );

  app.delete(
    '/api/v1/images/delete',
    {
      schema: {
        tags,
        summary: 'Delete one of your photos (every stored width)',
        querystring: DeleteImageQuerySchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.query.user_id !== user.id) throw forbidden();
      await app.services.photos.deleteImage(user.id, request.query.image_path);
      return reply.code(204).send(null);
    },
  );
};

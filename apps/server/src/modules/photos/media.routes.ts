import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { sendNotModified } from '../freshness/http-caching.ts';
import { parsePhotoUrl } from './photos.policy.ts';
import { derivedImageFile, sendDerivedImage } from './derived-images.ts';

/** Photo names are random and never reused, so an answer may be kept for good. */
const cacheForever = 'public, max-age=31536000, immutable';

/**
 * /media/{userId}/{stem}-{width}.webp from whichever store holds the photos, streamed through so
 * that photo URLs stay the site's own whatever the storage (see docs/decisions/0010); and
 * /media/{userId}/{stem}-og.jpg and -thumb.webp, made from a stored width when asked for (derived-images.ts).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:owner/:file',
    {
      schema: {
        tags: ['photos'],
        summary: 'A stored photo: /media/{userId}/{name}-{400|800|1600}.webp, or -thumb.webp (200 px) or -og.jpg',
        description:
          'The addresses the upload answered (and recipes and profiles show). Never changes once stored, so it ' +
          'may be cached for a year; not counted against the hourly API limit.',
        params: z.object({
          owner: z.string().describe('Id of the member who uploaded it'),
          file: z.string().describe('{name}-{width}.webp'),
        }),
        response: {
          // A stream: sent as it is, never serialized; the document shows it as binary WebP.
          200: z.custom<Readable>().meta({ description: 'The photo (WebP)', contentMediaType: 'image/webp' }),
          304: z.null().describe('Not modified: the ETag sent as If-None-Match still holds'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const derived = derivedImageFile(request.params.owner, request.params.file);
      if (derived) return sendDerivedImage(app.services.photos.store, derived, request, reply);
      const photo = parsePhotoUrl(`/media/${request.params.owner}/${request.params.file}`);
      if (!photo) return reply.code(404).send(errorBody(request.language, 'NOT_FOUND'));
      const found = await app.services.photos.store.read(
        photo.ownerId,
        request.params.file,
        request.headers['if-none-match'],
      );
      if (found.status === 'missing') return reply.code(404).send(errorBody(request.language, 'NOT_FOUND'));
      reply.header('cache-control', cacheForever).header('etag', found.etag);
      if (found.status === 'not-modified') return sendNotModified(reply);
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', found.size)
        .header('last-modified', found.lastModified.toUTCString())
        .send(found.body);
    },
  );
};

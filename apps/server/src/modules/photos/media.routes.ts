import type { FastifyPluginAsync } from 'fastify';
import { errorBody } from '../../http/errors.ts';
import { parsePhotoUrl } from './photos.policy.ts';
import { sendShareImage, shareImageFile } from './share-image.ts';

/** Photo names are random and never reused, so an answer may be kept for good. */
const cacheForever = 'public, max-age=31536000, immutable';

/**
 * /media/{userId}/{stem}-{width}.webp from whichever store holds the photos, streamed through so
 * that photo URLs stay the site's own whatever the storage (see docs/decisions/0010); and
 * /media/{userId}/{stem}-og.jpg, the share-preview crop (share-image.ts).
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { owner: string; file: string } }>(
    '/media/:owner/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const share = shareImageFile(request.params.owner, request.params.file);
      if (share) return sendShareImage(app.services.photos.store, share, request, reply);
      const photo = parsePhotoUrl(`/media/${request.params.owner}/${request.params.file}`);
      if (!photo) return reply.code(404).send(errorBody(request.language, 'NOT_FOUND'));
      const found = await app.services.photos.store.read(
        photo.ownerId,
        request.params.file,
        request.headers['if-none-match'],
      );
      if (found.status === 'missing') return reply.code(404).send(errorBody(request.language, 'NOT_FOUND'));
      reply.header('cache-control', cacheForever).header('etag', found.etag);
      if (found.status === 'not-modified') return reply.code(304).send();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', found.size)
        .header('last-modified', found.lastModified.toUTCString())
        .send(found.body);
    },
  );
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { photoWidths, shareImageSize } from '@recipes/contracts';
import { errorBody } from '../../http/errors.ts';
import { parsePhotoUrl } from './photos.policy.ts';
import type { PhotoStore } from './photo-store.ts';

/**
 * The Open Graph image of a photo: 1200×630 JPEG (what share previews expect; WebP is not read
 * everywhere), cut from the largest stored width around its most eye-catching part. Made when
 * first asked for rather than at upload, so existing photos have one too. The answer is
 * immutable (photo names are never reused), so browsers, share crawlers and a CDN keep it; the
 * server keeps nothing, so a deleted photo's image is gone at once on every instance.
 */
const cacheForever = 'public, max-age=31536000, immutable';
const largest = Math.max(...photoWidths);

export interface ShareImageFile {
  ownerId: number;
  /** The stored photo it is cut from. */
  source: string;
}

/** `{stem}-og.jpg` of a valid photo name, else null (then the route treats it as any photo file). */
export function shareImageFile(owner: string, file: string): ShareImageFile | null {
  const match = /^([0-9a-f]+)-og\.jpg$/.exec(file);
  if (!match) return null;
  const source = `${match[1]}-${largest}.webp`;
  const photo = parsePhotoUrl(`/media/${owner}/${source}`);
  return photo ? { ownerId: photo.ownerId, source } : null;
}

async function render(store: PhotoStore, file: ShareImageFile): Promise<Buffer | null> {
  const found = await store.read(file.ownerId, file.source);
  if (found.status !== 'found') return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return sharp(Buffer.concat(chunks))
    .resize(shareImageSize.width, shareImageSize.height, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}

export async function sendShareImage(
  store: PhotoStore,
  file: ShareImageFile,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const image = await render(store, file);
  if (!image) return reply.code(404).send(errorBody(request.language, 'NOT_FOUND'));
  return reply
    .header('cache-control', cacheForever)
    .header('content-type', shareImageSize.type)
    .header('content-length', image.length)
    .send(image);
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { photoWidths, shareImageSize, smallThumbnailWidth, thumbnailWidth } from '@recipes/contracts';
import { errorBody } from '../../http/errors.ts';
import { parsePhotoUrl } from './photos.policy.ts';
import type { PhotoStore } from './photo-store.ts';

/**
 * Images made from a stored photo when first asked for rather than at upload, so existing photos
 * have them too:
 * - `{stem}-og.jpg`: the Open Graph image, 1200×630 JPEG (what share previews expect; WebP is not
 *   read everywhere), cut from the largest stored width around its most eye-catching part;
 * - `{stem}-thumb.webp`: a 200 px wide WebP from the 400 px thumbnail, for the gallery's row of
 *   small buttons (80 CSS px), where the 400 px file sent four times the bytes a phone needs.
 * Answers are immutable (photo names are never reused), so browsers, share crawlers and a CDN
 * keep them; the server keeps nothing, so a deleted photo's images are gone at once on every
 * instance.
 */
const cacheForever = 'public, max-age=31536000, immutable';

interface DerivedKind {
  suffix: string;
  sourceWidth: number;
  contentType: string;
  render(source: Buffer): Promise<Buffer>;
}

const derivedKinds: readonly DerivedKind[] = [
  {
    suffix: 'og.jpg',
    sourceWidth: Math.max(...photoWidths),
    contentType: shareImageSize.type,
    render: (source) =>
      sharp(source)
        .resize(shareImageSize.width, shareImageSize.height, { fit: 'cover', position: sharp.strategy.attention })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, progressive: true })
        .toBuffer(),
  },
  {
    suffix: 'thumb.webp',
    sourceWidth: thumbnailWidth,
    contentType: 'image/webp',
    render: (source) => sharp(source).resize({ width: smallThumbnailWidth }).webp({ quality: 72 }).toBuffer(),
  },
];

export interface DerivedImageFile {
  ownerId: number;
  /** The stored photo it is made from. */
  source: string;
  kind: DerivedKind;
}

/** A derived image's name (`{stem}-og.jpg`, `{stem}-thumb.webp`) of a valid photo, else null. */
export function derivedImageFile(owner: string, file: string): DerivedImageFile | null {
  for (const kind of derivedKinds) {
    const stem = file.endsWith(`-${kind.suffix}`) ? file.slice(0, -kind.suffix.length - 1) : null;
    if (stem === null || !/^[0-9a-f]+$/.test(stem)) continue;
    const source = `${stem}-${kind.sourceWidth}.webp`;
    const photo = parsePhotoUrl(`/media/${owner}/${source}`);
    return photo ? { ownerId: photo.ownerId, source, kind } : null;
  }
  return null;
}

async function render(store: PhotoStore, file: DerivedImageFile): Promise<Buffer | null> {
  const found = await store.read(file.ownerId, file.source);
  if (found.status !== 'found') return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return file.kind.render(Buffer.concat(chunks));
}

export async function sendDerivedImage(
  store: PhotoStore,
  file: DerivedImageFile,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const image = await render(store, file);
  if (!image) return reply.code(404).send(errorBody(request.language, 'NOT_FOUND'));
  return reply
    .header('cache-control', cacheForever)
    .header('content-type', file.kind.contentType)
    .header('content-length', image.length)
    .send(image);
}

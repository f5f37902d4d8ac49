import sharp from 'sharp';
import { thumbnailWidth } from '@recipes/contracts';
import { DomainError } from '../../domain-errors.ts';
import { inspectImage, maxInputPixels } from '../photos/image-processing.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { photoUrl } from '../photos/photos.policy.ts';

/**
 * Avatars are square photos stored by the photos module's rules, so the same checks, folders and
 * removal apply. Their side is the thumbnail width, which keeps the URL a valid photo address
 * (/media/{userId}/{stem}-400.webp); only that one width exists for an avatar.
 */
export const avatarSize = thumbnailWidth;

/** Crops the middle square, turned upright, without metadata. 415 for what is not an accepted image. */
export async function renderAvatar(bytes: Buffer): Promise<Buffer> {
  await inspectImage(bytes);
  try {
    return await sharp(bytes, { limitInputPixels: maxInputPixels, pages: 1 })
      .rotate()
      .resize(avatarSize, avatarSize, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
  }
}

/** Stores the avatar with the member's photos and answers its URL. */
export async function storeAvatar(photos: PhotosService, userId: number, bytes: Buffer): Promise<string> {
  const square = await renderAvatar(bytes);
  const stem = await photos.storeRendered(userId, new Map([[avatarSize, square]]));
  return photoUrl(userId, stem, avatarSize);
}

import path from 'node:path';
import { photoWidths, thumbnailWidth, type UploadResponse } from '@recipes/contracts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { ServiceDeps } from '../../services.ts';
import { inspectImage, renderWidths } from './image-processing.ts';
import { newPhotoStem, removePhotoFiles, writePhoto } from './photo-store.ts';
import { photoFilesFor, photoUrl } from './photos.policy.ts';

export function createPhotosService(deps: ServiceDeps) {
  const mediaRoot = path.join(deps.config.dataDir, 'media');
  const largestWidth = Math.max(...photoWidths);

  return {
    /**
     * Stores an uploaded image for the user at every width, re-encoded as WebP, upright and
     * without metadata. Refuses anything that is not an accepted image (415) or too big (413).
     */
    async storeImage(userId: number, bytes: Buffer): Promise<UploadResponse> {
      const renders = await renderWidths(bytes, await inspectImage(bytes));
      const stem = newPhotoStem();
      await writePhoto(mediaRoot, userId, stem, renders);
      return { imageURL: photoUrl(userId, stem, largestWidth), thumbnailURL: photoUrl(userId, stem, thumbnailWidth) };
    },

    /** Deletes every width of one of the user's own photos; any other path is refused untouched. */
    async deleteImage(userId: number, imagePath: string): Promise<void> {
      const decision = photoFilesFor(mediaRoot, userId, imagePath);
      if (!decision.allowed) {
        throw decision.reason === 'foreign' ? forbidden() : badRequest('INVALID_IMAGE_PATH');
      }
      const removed = await removePhotoFiles(mediaRoot, userId, decision.files);
      if (removed === 0) throw notFound('PHOTO_NOT_FOUND');
    },

    /**
     * Removes stored files (all widths) for these photo URLs, where they belong to the user.
     * Foreign, malformed and missing ones are skipped: deleting a recipe never fails over a photo.
     */
    async removeFiles(userId: number, urls: readonly string[]): Promise<void> {
      for (const url of new Set(urls)) {
        const decision = photoFilesFor(mediaRoot, userId, url);
        if (!decision.allowed) continue;
        try {
          await removePhotoFiles(mediaRoot, userId, decision.files);
        } catch (error) {
          deps.log.warn({ err: error, url }, 'could not remove photo files');
        }
      }
    },
  };
}
export type PhotosService = ReturnType<typeof createPhotosService>;

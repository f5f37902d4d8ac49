import { photoWidths, thumbnailWidth, type UploadResponse } from '@recipes/contracts';
import { nowIso } from '../../db/database.ts';
import { forbidden, invalid, notFound } from '../../domain-errors.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { inspectImage, renderWidths } from './image-processing.ts';
import { sweepOrphanPhotos, type SweepOptions } from './orphan-sweep.ts';
import { createPhotoStore } from './create-photo-store.ts';
import { newPhotoStem, type PhotoStore } from './photo-store.ts';
import { forgetUploads, recordUpload } from './photo-uploads.repository.ts';
import { photoToRemove, photoUrl } from './photos.policy.ts';

export function createPhotosService(deps: ServiceDeps & { store?: PhotoStore }) {
  const store = deps.store ?? createPhotoStore(deps.config);
  const largestWidth = Math.max(...photoWidths);

  /** The photos these URLs name that belong to the user (one entry per photo, whatever the width). */
  function ownStems(userId: number, urls: readonly string[]): string[] {
    const stems = urls.flatMap((url) => {
      const decision = photoToRemove(userId, url);
      return decision.allowed ? [decision.photo.stem] : [];
    });
    return [...new Set(stems)];
  }

  /**
   * Stores rendered widths of a new photo and answers its stem. The upload is recorded first,
   * so that it is removed after a day unless a recipe or avatar shows it by then.
   */
  async function storeRendered(userId: number, renders: ReadonlyMap<number, Buffer>): Promise<string> {
    const stem = newPhotoStem();
    await recordUpload(deps.db, { stem, ownerId: userId, createdAt: nowIso() });
    await store.write(userId, stem, renders);
    return stem;
  }

  return {
    store,
    storeRendered,

    /**
     * Stores an uploaded image for the user at every width, re-encoded as WebP, upright and
     * without metadata. Refuses anything that is not an accepted image (415) or too big (413).
     */
    async storeImage(userId: number, bytes: Buffer): Promise<UploadResponse> {
      const renders = await renderWidths(bytes, await inspectImage(bytes));
      const stem = await storeRendered(userId, renders);
      return { imageURL: photoUrl(userId, stem, largestWidth), thumbnailURL: photoUrl(userId, stem, thumbnailWidth) };
    },

    /**
     * The caller's own uploaded photo an address names, as its largest image and thumbnail; null
     * for a foreign, malformed or outside address (reviews take only the member's own photos).
     */
    ownPhoto(userId: number, url: string): { image: string; thumbnail: string } | null {
      const decision = photoToRemove(userId, url);
      if (!decision.allowed) return null;
      const { stem } = decision.photo;
      return { image: photoUrl(userId, stem, largestWidth), thumbnail: photoUrl(userId, stem, thumbnailWidth) };
    },

    /** Deletes every width of one of the user's own photos; any other path is refused untouched. */
    async deleteImage(userId: number, imagePath: string): Promise<void> {
      const decision = photoToRemove(userId, imagePath);
      if (!decision.allowed) {
        throw decision.reason === 'foreign' ? forbidden() : invalid('INVALID_IMAGE_PATH');
      }
      const { photo } = decision;
      const removed = await store.remove(userId, photo.stem);
      await forgetUploads(deps.db, [photo.stem]);
      if (removed === 0) throw notFound('PHOTO_NOT_FOUND');
    },

    /**
     * Removes stored files (all widths) for these photo URLs, where they belong to the user.
     * Foreign, malformed and missing ones are skipped: deleting a recipe never fails over a photo.
     */
    async removeFiles(userId: number, urls: readonly string[]): Promise<void> {
      const stems = ownStems(userId, urls);
      for (const stem of stems) {
        try {
          await store.remove(userId, stem);
        } catch (error) {
          deps.log.warn({ err: error, userId, stem }, 'could not remove photo files');
        }
      }
      await forgetUploads(deps.db, stems);
    },

    /** Everything the member stored (account deletion, after the rows are gone). */
    removeOwner: (userId: number) => store.removeOwner(userId),

    /** Removes uploads never attached to anything; safe to run on every instance at once. */
    sweepOrphans: (options: SweepOptions = {}) => sweepOrphanPhotos({ ...deps, store }, options),

    close: () => store.close(),
  };
}
export type PhotosService = ReturnType<typeof createPhotosService>;

import { maxUploadBytes, photoWidths, thumbnailWidth, type RecipeImage } from '@recipes/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { PhotosService } from '../photos/photos.service.ts';
import { parsePhotoUrl, photoUrl } from '../photos/photos.policy.ts';
import { safeFetch, type FetchLimits } from './fetch/safe-fetch.ts';

export interface ImportPhotosDeps {
  photos: PhotosService;
  allowPrivate: boolean;
  limits: FetchLimits;
  log: FastifyBaseLogger;
}

type StoredPhoto = Pick<RecipeImage, 'image' | 'thumbnail'>;

const parallelDownloads = 3;

/**
 * Brings photos of an import into the member's own uploads: downloaded through the safe fetcher
 * and stored by the normal upload path (type judged from the bytes, re-encoded, every width). A
 * photo that fails (gone, not an image, too large) is left out; the recipe still comes through.
 */
export function createPhotoImport(deps: ImportPhotosDeps) {
  const largest = Math.max(...photoWidths);

  async function download(userId: number, url: string): Promise<StoredPhoto | null> {
    try {
      const fetched = await safeFetch(url, {
        allowPrivate: deps.allowPrivate,
        limits: { ...deps.limits, maxBytes: maxUploadBytes },
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
      });
      const stored = await deps.photos.storeImage(userId, fetched.body);
      return { image: stored.imageURL, thumbnail: stored.thumbnailURL };
    } catch (error) {
      deps.log.info({ err: error, url }, 'import: photo skipped');
      return null;
    }
  }

  /**
   * A photo named in an export: one of the member's own uploads is used as it is (no copy); any
   * other web address is downloaded; anything else (another member's /media path) is dropped.
   */
  async function adopt(userId: number, url: string): Promise<StoredPhoto | null> {
    const own = parsePhotoUrl(url);
    if (own?.ownerId === userId) {
      return { image: photoUrl(userId, own.stem, largest), thumbnail: photoUrl(userId, own.stem, thumbnailWidth) };
    }
    return /^https?:\/\//i.test(url) ? download(userId, url) : null;
  }

  /** Runs `work` over the items, a few at a time, keeping the order of the results. */
  async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
    const results: R[] = [];
    for (let start = 0; start < items.length; start += parallelDownloads) {
      results.push(...(await Promise.all(items.slice(start, start + parallelDownloads).map(work))));
    }
    return results;
  }

  return {
    async downloadAll(userId: number, urls: readonly string[], alt: string): Promise<RecipeImage[]> {
      const stored = await inBatches(urls, (url) => download(userId, url));
      return stored.filter((photo): photo is StoredPhoto => photo !== null).map((photo) => ({ ...photo, alt }));
    },
    adopt,
    inBatches,
  };
}
export type PhotoImport = ReturnType<typeof createPhotoImport>;

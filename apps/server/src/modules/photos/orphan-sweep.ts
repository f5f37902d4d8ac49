import type { FastifyBaseLogger } from 'fastify';
import { photoWidths } from '@recipes/contracts';
import type { Db, Dialect } from '../../db/database.ts';
import { photoUrlsOf } from '../recipes/recipe-mapper.ts';
import { recipesMentioning } from '../recipes/index.ts';
import type { PhotoStore } from './photo-store.ts';
import { avatarsAmong, claimDueUploads, forgetUploads, reviewPhotosMentioning } from './photo-uploads.repository.ts';
import { photoUrl, photoUrlPrefix } from './photos.policy.ts';

export const orphanAgeMs = 24 * 60 * 60 * 1000;

export interface SweepOptions {
  /** The sweep's idea of now (tests move it forward). */
  now?: Date;
  /** Uploads younger than this are left alone: their recipe may not be saved yet. */
  olderThanMs?: number;
  /** How long a claim holds off other instances; longer than deciding one batch takes. */
  claimMs?: number;
  batchSize?: number;
}

export interface SweepResult {
  /** Uploads found attached to a recipe or avatar: no longer tracked, kept. */
  attached: number;
  /** Uploads nothing showed: their files are gone. */
  removed: number;
}

/**
 * Goes through uploads older than a day in claimed batches. One a recipe or avatar shows is simply
 * forgotten (from then on it goes with its recipe); any other has its files removed. The row is
 * deleted only after its files, so a failure leaves it to a later sweep.
 */
export async function sweepOrphanPhotos(
  deps: { db: Db; dialect: Dialect; store: PhotoStore; log: Pick<FastifyBaseLogger, 'warn'> },
  options: SweepOptions,
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const result: SweepResult = { attached: 0, removed: 0 };
  for (;;) {
    const claimed = await claimDueUploads(deps.db, deps.dialect, {
      createdBefore: new Date(now.getTime() - (options.olderThanMs ?? orphanAgeMs)).toISOString(),
      now: now.toISOString(),
      claimUntil: new Date(now.getTime() + (options.claimMs ?? 10 * 60 * 1000)).toISOString(),
      limit: options.batchSize ?? 100,
    });
    if (claimed.length === 0) return result;
    // A recipe showing any width of the photo keeps it (recipesMentioning matches substrings).
    const prefixes = claimed.map((row) => photoUrlPrefix(row.owner_id, row.stem));
    const shownByRecipes = (await recipesMentioning(deps.db, prefixes)).flatMap(photoUrlsOf);
    const avatars = await avatarsAmong(
      deps.db,
      claimed.flatMap((row) => photoWidths.map((width) => photoUrl(row.owner_id, row.stem, width))),
    );
    const shownByReviews = await reviewPhotosMentioning(deps.db, prefixes);
    const shown = [...shownByRecipes, ...avatars, ...shownByReviews];
    const done: string[] = [];
    for (const row of claimed) {
      const prefix = photoUrlPrefix(row.owner_id, row.stem);
      if (shown.some((url) => url.includes(prefix))) {
        result.attached += 1;
        done.push(row.stem);
        continue;
      }
      try {
        await deps.store.remove(row.owner_id, row.stem);
        result.removed += 1;
        done.push(row.stem);
      } catch (error) {
        deps.log.warn({ err: error, stem: row.stem }, 'could not remove an orphaned photo; a later sweep retries');
      }
    }
    await forgetUploads(deps.db, done);
    if (done.length === 0) return result;
  }
}

/** Runs the sweep every `everyMs` (first run after one interval); answers a stop function. */
export function scheduleOrphanSweep(
  sweep: () => Promise<SweepResult>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  everyMs = 60 * 60 * 1000,
): () => void {
  const timer = setInterval(() => {
    sweep().then(
      (result) => {
        if (result.removed > 0) log.info(result, 'removed orphaned photos');
      },
      (error: unknown) => log.warn({ err: error }, 'orphan photo sweep failed'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

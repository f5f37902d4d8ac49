import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { photoStemLength } from './photos.policy.ts';

/**
 * Where photo files live: under DATA_DIR/media, or in an S3-compatible bucket. Files are named
 * {userId}/{stem}-{width}.webp in both, and always served under the site's /media/ URLs.
 */
export interface PhotoStore {
  /** Writes every width of one photo; all or none of them end up stored under their names. */
  write(userId: number, stem: string, renders: ReadonlyMap<number, Buffer>): Promise<void>;
  /** Removes every stored width of the photo; answers how many files there were. */
  remove(userId: number, stem: string): Promise<number>;
  /** Removes everything the member ever stored (account deletion). */
  removeOwner(userId: number): Promise<void>;
  /** One stored file, for serving; `ifNoneMatch` is the client's If-None-Match header. */
  read(userId: number, fileName: string, ifNoneMatch?: string): Promise<PhotoRead>;
  close(): Promise<void>;
}

export type PhotoRead =
  | { status: 'missing' }
  | { status: 'not-modified'; etag: string }
  | { status: 'found'; etag: string; size: number; lastModified: Date; body: Readable };

export function newPhotoStem(): string {
  return randomBytes(photoStemLength / 2).toString('hex');
}

/** Whether an If-None-Match header (a list of tags, or *) matches the stored tag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

import { ownPhotoPathPattern, photoWidths } from '@recipes/contracts';

/**
 * Where a photo lives and who may touch it. Pure: given the caller and the path a client sent, it
 * says which photo that path may remove — or why none.
 *
 * Photos are stored as {userId}/{stem}-{width}.webp (under the media folder or in the bucket) with
 * a random hex stem, and served
 * as /media/{userId}/{stem}-{width}.webp. Anything that is not exactly such a path is refused, so
 * `..`, encoded traversal, absolute filesystem paths and other files under /media never match.
 */

export { photoStemLength } from '@recipes/contracts';
const photoUrlPattern = ownPhotoPathPattern;

export interface PhotoRef {
  ownerId: number;
  stem: string;
}

export type PhotoRemovalDecision =
  { allowed: true; photo: PhotoRef } | { allowed: false; reason: 'invalid' | 'foreign' };

/** The public URL path of one stored width. */
export function photoUrl(ownerId: number, stem: string, width: number): string {
  return `/media/${ownerId}/${stem}-${width}.webp`;
}

/** What every stored width's URL of one photo starts with (the stem is random and unique). */
export function photoUrlPrefix(ownerId: number, stem: string): string {
  return `/media/${ownerId}/${stem}-`;
}

/** The file name of one stored width inside the owner's folder. */
export function photoFileName(stem: string, width: number): string {
  return `${stem}-${width}.webp`;
}

/**
 * Reads a photo reference from what a client sends: a /media/… path or a full URL to one (any
 * origin: only the path names a file here). Returns null for anything else.
 */
export function parsePhotoUrl(value: string): PhotoRef | null {
  if (value.length > 1000 || /[\\\0]/.test(value)) return null;
  let pathname = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      pathname = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  // One level of percent-encoding is undone; what is still encoded after that is refused.
  if (pathname.includes('%')) {
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (pathname.includes('%')) return null;
  }
  const match = photoUrlPattern.exec(pathname);
  if (!match) return null;
  const width = Number(match[3]);
  if (!(photoWidths as readonly number[]).includes(width)) return null;
  const ownerId = Number(match[1]);
  if (!Number.isSafeInteger(ownerId) || ownerId > 2147483647) return null;
  return { ownerId, stem: match[2]! };
}

/**
 * Decides whether `callerId` may remove the photo `imagePath` names (every stored width goes):
 * only a well-formed photo address of the caller's own.
 */
export function photoToRemove(callerId: number, imagePath: string): PhotoRemovalDecision {
  const photo = parsePhotoUrl(imagePath);
  if (!photo) return { allowed: false, reason: 'invalid' };
  if (photo.ownerId !== callerId) return { allowed: false, reason: 'foreign' };
  return { allowed: true, photo };
}

import path from 'node:path';
import { ownPhotoPathPattern, photoWidths } from '@recipes/contracts';

/**
 * Where a photo lives and who may touch it. Pure: given the media root, the caller and the path a
 * client sent, it says which files on disk that path may remove — or why none.
 *
 * Photos are stored as {mediaRoot}/{userId}/{stem}-{width}.webp with a random hex stem, and served
 * as /media/{userId}/{stem}-{width}.webp. Anything that is not exactly such a path is refused, so
 * `..`, encoded traversal, absolute filesystem paths and other files under /media never match.
 */

export { photoStemLength } from '@recipes/contracts';
const photoUrlPattern = ownPhotoPathPattern;

export interface PhotoRef {
  ownerId: number;
  stem: string;
}

export type PhotoPathDecision =
  | { allowed: true; photo: PhotoRef; userDir: string; files: string[] }
  | { allowed: false; reason: 'invalid' | 'foreign' };

/** The public URL path of one stored width. */
export function photoUrl(ownerId: number, stem: string, width: number): string {
  return `/media/${ownerId}/${stem}-${width}.webp`;
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

/** True when `candidate` resolves to a path strictly inside `folder`. */
export function isInside(folder: string, candidate: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(candidate));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Decides whether `callerId` may remove the photo `imagePath` names, and which files that means
 * (every stored width). The caller's folder is the only place files may come from.
 */
export function photoFilesFor(mediaRoot: string, callerId: number, imagePath: string): PhotoPathDecision {
  const photo = parsePhotoUrl(imagePath);
  if (!photo) return { allowed: false, reason: 'invalid' };
  if (photo.ownerId !== callerId) return { allowed: false, reason: 'foreign' };
  const userDir = path.resolve(mediaRoot, String(callerId));
  const files = photoWidths.map((w) => path.resolve(userDir, photoFileName(photo.stem, w)));
  if (!files.every((file) => isInside(userDir, file) && path.dirname(file) === userDir)) {
    return { allowed: false, reason: 'invalid' };
  }
  return { allowed: true, photo, userDir, files };
}

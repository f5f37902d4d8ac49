import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { photoWidths } from '@recipes/contracts';
import { forbidden } from '../../domain-errors.ts';
import { etagMatches, type PhotoStore } from './photo-store.ts';
import { photoFileName } from './photos.policy.ts';

/** Photos as files under DATA_DIR/media/{userId}/: the default, for one instance or a shared disk. */
export function createLocalPhotoStore(mediaRoot: string): PhotoStore {
  return {
    write: (userId, stem, renders) => writePhoto(mediaRoot, userId, stem, renders),
    remove: (userId, stem) =>
      removePhotoFiles(
        mediaRoot,
        userId,
        photoWidths.map((w) => photoFileName(stem, w)),
      ),
    // Member ids are never reused, so the folder is theirs alone; rm on a symlinked folder
    // removes the link, never what it points to.
    removeOwner: (userId) => fs.rm(path.join(mediaRoot, String(userId)), { recursive: true, force: true }),
    async read(userId, fileName, ifNoneMatch) {
      const userDir = await confinedUserDir(mediaRoot, userId).catch(() => null);
      if (!userDir) return { status: 'missing' };
      const file = path.join(userDir, path.basename(fileName));
      let stat;
      try {
        stat = await fs.stat(file);
      } catch (error) {
        if (isMissing(error)) return { status: 'missing' };
        throw error;
      }
      if (!stat.isFile()) return { status: 'missing' };
      // The same shape of tag as @fastify/static used here before: size and time of the file.
      const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
      if (etagMatches(ifNoneMatch, etag)) return { status: 'not-modified', etag };
      return { status: 'found', etag, size: stat.size, lastModified: stat.mtime, body: createReadStream(file) };
    },
    async close() {},
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * The user's folder, checked on the real filesystem: it must be exactly {realMediaRoot}/{userId},
 * so a symlinked folder can never lead a read, write or delete elsewhere. Null when it does not exist.
 */
async function confinedUserDir(mediaRoot: string, userId: number): Promise<string | null> {
  let realRoot: string;
  let realDir: string;
  try {
    realRoot = await fs.realpath(mediaRoot);
    realDir = await fs.realpath(path.join(mediaRoot, String(userId)));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  if (realDir !== path.join(realRoot, String(userId))) throw forbidden();
  return realDir;
}

/**
 * Writes every width under a temporary name, then renames them into place: a crash leaves at most
 * hidden temporary files, never a half-written photo under its public name.
 */
async function writePhoto(
  mediaRoot: string,
  userId: number,
  stem: string,
  renders: ReadonlyMap<number, Buffer>,
): Promise<void> {
  await fs.mkdir(path.join(mediaRoot, String(userId)), { recursive: true });
  const userDir = await confinedUserDir(mediaRoot, userId);
  if (!userDir) throw new Error(`media folder for user ${userId} vanished`);
  const suffix = randomBytes(6).toString('hex');
  const entries = [...renders].map(([width, bytes]) => {
    const name = photoFileName(stem, width);
    return { bytes, final: path.join(userDir, name), temp: path.join(userDir, `.${name}.${suffix}.tmp`) };
  });
  try {
    await Promise.all(entries.map((e) => fs.writeFile(e.temp, e.bytes, { flag: 'wx' })));
    for (const e of entries) await fs.rename(e.temp, e.final);
  } catch (error) {
    await Promise.all(entries.flatMap((e) => [e.temp, e.final].map((f) => fs.rm(f, { force: true }))));
    throw error;
  }
}

/** Removes the given files of one user's photo; files already gone are skipped. Answers how many went. */
async function removePhotoFiles(mediaRoot: string, userId: number, files: readonly string[]): Promise<number> {
  const userDir = await confinedUserDir(mediaRoot, userId);
  if (!userDir) return 0;
  let removed = 0;
  for (const file of files) {
    try {
      await fs.unlink(path.join(userDir, path.basename(file)));
      removed += 1;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return removed;
}

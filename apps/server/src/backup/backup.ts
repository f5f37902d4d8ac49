import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { PhotoStorageConfig } from '../config/env.ts';

const run = promisify(execFile);

/** What a backup holds, written next to it as manifest.json; restore reads it back. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  /** The database file in the backup folder: a SQLite file or a pg_dump custom-format archive. */
  database: string;
  /** PostgreSQL: the schema that was dumped (restored under the same name). */
  pgSchema?: string;
  /** Local photos are copied into media/; S3 photos are not (the bucket's own versioning keeps them). */
  photos: 'media' | 's3-bucket-not-copied';
  photoFiles: number;
}

export interface BackupSource {
  dataDir: string;
  /** SQLite file; default DATA_DIR/recipes.sqlite as the server uses it. */
  sqliteFile?: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to dump (default public). */
  pgSchema?: string;
  photoStorage: PhotoStorageConfig;
}

/** backup-2026-11-25T09-30-00-000Z: sortable, and safe as a folder name everywhere. */
export function backupName(now = new Date()): string {
  return `backup-${now.toISOString().replace(/[:.]/g, '-')}`;
}

export const sqliteFileName = 'recipes.sqlite';
const pgDumpFileName = 'database.pgdump';

/**
 * Copies photo files that are not in the backup yet. Photo files never change once written
 * (new names for new photos), so a file already copied is the same file.
 */
function copyNewFiles(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  let copied = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copied += copyNewFiles(source, target);
    } else if (entry.isFile() && !fs.existsSync(target)) {
      fs.mkdirSync(to, { recursive: true });
      try {
        fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
        copied += 1;
      } catch (error) {
        // Deleted meanwhile (its recipe was deleted): nothing to keep.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return copied;
}

const countFiles = (dir: string): number =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : e.isFile() ? 1 : 0), 0)
    : 0;

/**
 * An online, consistent backup into `into/<backupName>/` while the site keeps running:
 * photos are copied before and again after the database snapshot, so every photo the snapshot
 * refers to is in the backup (photos are written before a recipe refers to them). SQLite uses its
 * online backup API (a consistent copy of the file, WAL included); PostgreSQL uses pg_dump,
 * which reads one snapshot in a single transaction.
 */
export async function createBackup(source: BackupSource, into: string, now = new Date()): Promise<string> {
  const folder = path.join(into, backupName(now));
  fs.mkdirSync(folder, { recursive: true });
  const media = path.join(source.dataDir, 'media');
  const localPhotos = source.photoStorage.kind === 'local';
  if (localPhotos) copyNewFiles(media, path.join(folder, 'media'));

  let database: string;
  if (source.databaseUrl) {
    database = pgDumpFileName;
    const schema = ['--schema', source.pgSchema ?? 'public'];
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      ...schema,
      '--file',
      path.join(folder, database),
      source.databaseUrl,
    ]);
  } else {
    database = sqliteFileName;
    const live = new SQLite(source.sqliteFile ?? path.join(source.dataDir, sqliteFileName), { fileMustExist: true });
    try {
      // All pages in one step: one read snapshot, so writes meanwhile can neither restart nor tear it.
      await live.backup(path.join(folder, database), { progress: () => 0x7fffffff });
    } finally {
      live.close();
    }
  }

  if (localPhotos) copyNewFiles(media, path.join(folder, 'media'));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    dialect: source.databaseUrl ? 'postgres' : 'sqlite',
    database,
    ...(source.databaseUrl ? { pgSchema: source.pgSchema ?? 'public' } : {}),
    photos: localPhotos ? 'media' : 's3-bucket-not-copied',
    photoFiles: countFiles(path.join(folder, 'media')),
  };
  fs.writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}

export function readManifest(folder: string): BackupManifest {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${folder}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

export class RestoreRefused extends Error {}

/**
 * Restores a backup into a data dir and database that hold no site data yet (a fresh machine, or
 * after a loss), so a restore can never silently mix two sites. The photos go to DATA_DIR/media.
 */
export async function restoreBackup(folder: string, target: BackupSource): Promise<BackupManifest> {
  const manifest = readManifest(folder);
  const media = path.join(target.dataDir, 'media');
  if (countFiles(media) > 0) throw new RestoreRefused(`${media} already holds photos; restore into an empty data dir`);
  if (manifest.dialect === 'postgres') {
    if (!target.databaseUrl) throw new RestoreRefused('this backup is of PostgreSQL: set DATABASE_URL to restore it');
    // pg_restore refuses itself when the schema's tables exist (no --clean): nothing is overwritten.
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--dbname',
      target.databaseUrl,
      path.join(folder, manifest.database),
    ]);
  } else {
    if (target.databaseUrl) throw new RestoreRefused('this backup is of SQLite: unset DATABASE_URL to restore it');
    const file = target.sqliteFile ?? path.join(target.dataDir, sqliteFileName);
    if (fs.existsSync(file)) throw new RestoreRefused(`${file} exists; restore into an empty data dir`);
    fs.mkdirSync(target.dataDir, { recursive: true });
    fs.copyFileSync(path.join(folder, manifest.database), file, fs.constants.COPYFILE_EXCL);
  }
  if (manifest.photos === 'media') copyNewFiles(path.join(folder, 'media'), media);
  return manifest;
}

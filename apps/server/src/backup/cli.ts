import path from 'node:path';
import { loadConfig } from '../config/env.ts';
import { createBackup, restoreBackup, RestoreRefused } from './backup.ts';

/**
 * `npm run backup` (optionally `-- <folder>`, default BACKUP_DIR or ./backups) and
 * `npm run restore -- <backup folder>`, from the repository root, with the site's own settings
 * (DATA_DIR, DATABASE_URL, PHOTO_STORAGE). Paths are resolved from where npm was invoked.
 */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const [command, argument] = process.argv.slice(2);
const config = loadConfig({ ...process.env, DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR ?? 'data') });
const source = { dataDir: config.dataDir, databaseUrl: config.databaseUrl, photoStorage: config.photoStorage };

try {
  if (command === 'backup') {
    const into = path.resolve(invokedFrom, argument ?? process.env.BACKUP_DIR ?? 'backups');
    const folder = await createBackup(source, into);
    console.log(`backup written to ${folder}`);
    if (config.photoStorage.kind === 's3') {
      console.log('photos are in the S3 bucket and not copied: keep versioning on for the bucket (docs/security.md)');
    }
  } else if (command === 'restore' && argument) {
    const manifest = await restoreBackup(path.resolve(invokedFrom, argument), source);
    console.log(
      `restored the ${manifest.dialect} backup of ${manifest.createdAt} (${manifest.photoFiles} photo files)`,
    );
  } else {
    console.error('usage: npm run backup [-- <folder>]  |  npm run restore -- <backup folder>');
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`restore refused: ${error.message}`);
  process.exitCode = 1;
}

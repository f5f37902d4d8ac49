import path from 'node:path';
import type { AppConfig } from '../../config/env.ts';
import { createLocalPhotoStore } from './local-photo-store.ts';
import type { PhotoStore } from './photo-store.ts';
import { createS3PhotoStore } from './s3-photo-store.ts';

/** The configured store; apart from photo-store.ts, which both stores import (no cycle). */
export function createPhotoStore(config: Pick<AppConfig, 'dataDir' | 'photoStorage'>): PhotoStore {
  const storage = config.photoStorage;
  return storage.kind === 's3'
    ? createS3PhotoStore(storage)
    : createLocalPhotoStore(path.join(config.dataDir, 'media'));
}

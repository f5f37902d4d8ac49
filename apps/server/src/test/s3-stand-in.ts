import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { PhotoStorageConfig } from '../config/env.ts';

export interface S3StandIn {
  /** What PHOTO_STORAGE=s3 and S3_* turn into, pointing at the stand-in. */
  storage: Extract<PhotoStorageConfig, { kind: 's3' }>;
  /** The same as environment variables, for server processes. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver (an S3 server from npm, speaking the S3 protocol over HTTP) on a random port, with one
 * empty bucket, its files in a temporary folder.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-s3-'));
  const bucket = `photos-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any signature made with its fixed key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    storage: { kind: 's3', endpoint, bucket, region: 'us-east-1', ...credentials },
    env: {
      PHOTO_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

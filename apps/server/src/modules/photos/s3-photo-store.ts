import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { PhotoStorageConfig } from '../../config/env.ts';
import type { PhotoStore } from './photo-store.ts';
import { photoFileName } from './photos.policy.ts';

type S3Config = Extract<PhotoStorageConfig, { kind: 's3' }>;

// The SDK warns on every start that its releases from 2027 on will need Node 22; the version
// pinned here supports Node 20, so that warning would only be noise in every instance's log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** What the bucket's copy says about itself; /media answers with the site's own caching headers. */
const contentType = 'image/webp';

/** Photos as objects {userId}/{stem}-{width}.webp in one bucket of any S3-compatible store. */
export function createS3PhotoStore(config: S3Config): PhotoStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 demands them: other S3-compatible stores do not all accept the
    // newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const keyOf = (userId: number, fileName: string) => `${userId}/${fileName}`;

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  async function deleteKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
      const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      const failed = result.Errors?.[0];
      if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
    }
  }

  return {
    /** Objects appear whole or not at all; if one width fails, the ones written are removed. */
    async write(userId, stem, renders) {
      const keys = [...renders.keys()].map((width) => keyOf(userId, photoFileName(stem, width)));
      try {
        await Promise.all(
          [...renders].map(([width, Body]) =>
            client.send(
              new PutObjectCommand({
                Bucket,
                Key: keyOf(userId, photoFileName(stem, width)),
                Body,
                ContentType: contentType,
              }),
            ),
          ),
        );
      } catch (error) {
        await deleteKeys(keys).catch(() => undefined);
        throw error;
      }
    },

    async remove(userId, stem) {
      // Listed first: S3 reports deleting a missing key as success, and callers need the count.
      const keys = await keysUnder(keyOf(userId, `${stem}-`));
      await deleteKeys(keys);
      return keys.length;
    },

    async removeOwner(userId) {
      await deleteKeys(await keysUnder(`${userId}/`));
    },

    async read(userId, fileName, ifNoneMatch) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(userId, fileName), IfNoneMatch: ifNoneMatch }),
        );
        const etag = object.ETag ?? '';
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return {
          status: 'found',
          etag,
          size: object.ContentLength ?? 0,
          lastModified: object.LastModified ?? new Date(0),
          body: object.Body,
        };
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        if (status === 404) return { status: 'missing' };
        if (status === 304) return { status: 'not-modified', etag: ifNoneMatch ?? '' };
        throw error;
      }
    },

    async close() {
      client.destroy();
    },
  };
}

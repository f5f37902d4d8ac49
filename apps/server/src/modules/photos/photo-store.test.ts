import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.ts';
import { createPhotoStore } from './create-photo-store.ts';
import { etagMatches, newPhotoStem, type PhotoStore } from './photo-store.ts';
import { photoFileName } from './photos.policy.ts';

let s3: S3StandIn;
let dataDir: string;
const stores: Record<string, PhotoStore> = {};

beforeAll(async () => {
  s3 = await startS3StandIn();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-photo-store-'));
  stores.local = createPhotoStore({ dataDir, photoStorage: { kind: 'local' } });
  stores.s3 = createPhotoStore({ dataDir, photoStorage: s3.storage });
});
afterAll(async () => {
  await Promise.all(Object.values(stores).map((store) => store.close()));
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const renders = () =>
  new Map([
    [400, Buffer.from('four hundred')],
    [800, Buffer.from('eight hundred, a little longer')],
  ]);

describe.each(['local', 's3'])('%s photo store', (kind) => {
  const store = () => stores[kind]!;

  it('writes every width and reads each back with its size, a tag, and 304 for that tag', async () => {
    const stem = newPhotoStem();
    await store().write(7, stem, renders());
    for (const [width, bytes] of renders()) {
      const read = await store().read(7, photoFileName(stem, width));
      if (read.status !== 'found') throw new Error(`expected the ${width} px file, got ${read.status}`);
      expect(await buffer(read.body)).toEqual(bytes);
      expect(read.size).toBe(bytes.length);
      expect(read.etag).toMatch(/^(W\/)?".+"$/);
      expect(await store().read(7, photoFileName(stem, width), read.etag)).toEqual({
        status: 'not-modified',
        etag: read.etag,
      });
    }
    expect(await store().read(7, photoFileName(stem, 1600))).toEqual({ status: 'missing' });
    expect(await store().read(8, photoFileName(stem, 400))).toEqual({ status: 'missing' });
  });

  it('removes every width of one photo, counting what was there, and leaves the others', async () => {
    const [gone, kept] = [newPhotoStem(), newPhotoStem()];
    await store().write(9, gone, renders());
    await store().write(9, kept, renders());
    expect(await store().remove(9, gone)).toBe(2);
    expect(await store().remove(9, gone)).toBe(0);
    expect((await store().read(9, photoFileName(gone, 400))).status).toBe('missing');
    expect((await store().read(9, photoFileName(kept, 800))).status).toBe('found');
  });

  it("removes everything of one member and nothing of another's", async () => {
    const [mine, theirs] = [newPhotoStem(), newPhotoStem()];
    await store().write(11, mine, renders());
    await store().write(111, theirs, renders());
    await store().removeOwner(11);
    expect((await store().read(11, photoFileName(mine, 400))).status).toBe('missing');
    expect((await store().read(111, photoFileName(theirs, 400))).status).toBe('found');
    await store().removeOwner(12);
  });
});

describe('etagMatches', () => {
  it('matches a listed tag, weak or strong, and *', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"x"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

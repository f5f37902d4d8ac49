import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@recipes/contracts';
import { createDatabase } from '../../db/database.ts';
import { call, createRecipe, signUp, type Member } from '../../test/api.ts';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.ts';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.ts';
import { orphanAgeMs, sweepOrphanPhotos } from './orphan-sweep.ts';
import { multipartBody, red, solid } from '../../test/test-images.ts';

const hours = (n: number) => n * 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

describe.each(['local', 's3'] as const)('orphan photo sweep (%s store)', (kind) => {
  let s3: S3StandIn | undefined;
  let t: TestApp;
  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3StandIn();
    t = await createTestApp(s3 ? { photoStorage: s3.storage } : {});
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const pending = async () =>
    (await t.database.db.selectFrom('photo_uploads').select('stem').execute()).map((row) => row.stem);

  async function upload(member: Member): Promise<UploadResponse> {
    const body = multipartBody([
      { field: 'file', bytes: await solid(500, 300, red).jpeg().toBuffer(), filename: 'a.jpg' },
    ]);
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/v1/images/upload?user_id=${member.id}`,
      headers: { ...body.headers, ...member.headers },
      payload: body.payload,
    });
    return res.body as UploadResponse;
  }

  it('removes uploads nothing shows after a day, and keeps those a recipe, a step or an avatar shows', async () => {
    const member = await signUp(t.app);
    const [orphan, gallery, step, avatar] = [
      await upload(member),
      await upload(member),
      await upload(member),
      await upload(member),
    ];
    await createRecipe(t.app, member, {
      images: [{ image: gallery.imageURL, thumbnail: gallery.thumbnailURL, alt: '' }],
      recipeInstructions: [{ instruction: 'Stir.', imageURL: step.imageURL, thumbnailURL: step.thumbnailURL }],
    });
    await t.database.db
      .updateTable('users')
      .set({ profile_picture: avatar.thumbnailURL })
      .where('id', '=', member.id)
      .execute();

    // Within the day nothing goes, attached or not.
    expect(await t.app.services.photos.sweepOrphans({ now: later(hours(23)) })).toEqual({ attached: 0, removed: 0 });
    expect(await status(orphan.imageURL)).toBe(200);

    const result = await t.app.services.photos.sweepOrphans({ now: later(orphanAgeMs + hours(1)) });
    expect(result).toEqual({ attached: 3, removed: 1 });
    expect(await status(orphan.imageURL)).toBe(404);
    expect(await status(orphan.thumbnailURL)).toBe(404);
    for (const kept of [gallery.imageURL, step.thumbnailURL, avatar.thumbnailURL]) expect(await status(kept)).toBe(200);
    expect(await pending()).toEqual([]);
  });

  it('lets concurrent sweeps on separate connections remove each orphan exactly once', async () => {
    const member = await signUp(t.app);
    const uploads = [];
    for (let i = 0; i < 12; i++) uploads.push(await upload(member));
    // A second instance: its own connections to the same database, the same store.
    const other = testDialect === 'postgres' ? null : createDatabase({ sqliteFile: `${t.config.dataDir}/test.sqlite` });
    const sweep = (db: TestApp['database']['db']) =>
      sweepOrphanPhotos(
        { db, dialect: t.database.dialect, store: t.app.services.photos.store, log: t.app.log },
        { now: later(orphanAgeMs + hours(1)), batchSize: 2 },
      );
    const results = await Promise.all([sweep(t.database.db), sweep(other?.db ?? t.database.db), sweep(t.database.db)]);
    await other?.destroy();
    expect(results.reduce((sum, r) => sum + r.removed, 0)).toBe(12);
    expect(results.every((r) => r.attached === 0)).toBe(true);
    for (const photo of uploads) expect(await status(photo.thumbnailURL)).toBe(404);
    expect(await pending()).toEqual([]);
  });

  it('forgets an upload its owner deleted, and takes claimed rows back only after the claim runs out', async () => {
    const member = await signUp(t.app);
    const deleted = await upload(member);
    const res = await call(t.app, {
      method: 'DELETE',
      url: `/api/v1/images/delete?user_id=${member.id}&image_path=${encodeURIComponent(deleted.imageURL)}`,
      headers: member.headers,
    });
    expect(res.status).toBe(204);
    expect(await pending()).toEqual([]);

    const orphan = await upload(member);
    const stem = (await pending())[0]!;
    const claimedUntil = later(orphanAgeMs + hours(3)).toISOString();
    await t.database.db
      .updateTable('photo_uploads')
      .set({ claimed_until: claimedUntil })
      .where('stem', '=', stem)
      .execute();
    // Another instance holds it (a sweep that died mid-way): left alone until its claim ends.
    expect(await t.app.services.photos.sweepOrphans({ now: later(orphanAgeMs + hours(2)) })).toEqual({
      attached: 0,
      removed: 0,
    });
    expect(await status(orphan.imageURL)).toBe(200);
    expect(await t.app.services.photos.sweepOrphans({ now: later(orphanAgeMs + hours(4)) })).toEqual({
      attached: 0,
      removed: 1,
    });
    expect(await status(orphan.imageURL)).toBe(404);
  });
});

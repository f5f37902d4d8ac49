import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@recipes/contracts';
import { allMessages } from '../../http/messages.ts';
import { call, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hasGpsTag, multipartBody, refusedSamples, sidewaysJpegWithGps, solid } from '../../test/test-images.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function uploadAvatar(member: Member | null, bytes: Buffer, field = 'file', headers: Record<string, string> = {}) {
  const body = multipartBody([{ field, bytes, filename: 'me.jpg' }]);
  return call(t.app, {
    method: 'POST',
    url: '/users/me/avatar',
    headers: { ...body.headers, ...member?.headers, ...headers },
    payload: body.payload,
  });
}

const fileOf = (url: string) => path.join(t.config.dataDir, url);

describe('POST /users/me/avatar', () => {
  it('stores the middle square at 400 px, upright and without metadata, and sets profilePicture', async () => {
    const member = await signUp(t.app);
    const res = await uploadAvatar(member, await sidewaysJpegWithGps());
    expect(res.status).toBe(200);
    const user = res.body as User;
    expect(user.profilePicture).toMatch(new RegExp(`^/media/${member.id}/[0-9a-f]{24}-400\\.webp$`));
    const stored = await sharp(fileOf(user.profilePicture!)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 400, 400]);
    expect(hasGpsTag(stored.exif)).toBe(false);
    // Sideways 1200×800, red left / blue right: upright it is 800×1200, red top, blue bottom;
    // the middle square keeps both halves.
    const { data } = await sharp(fileOf(user.profilePicture!)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3));
    expect(pixel(200, 20)[0]).toBeGreaterThan(200);
    expect(pixel(200, 380)[2]).toBeGreaterThan(200);
    const served = await t.app.inject({ method: 'GET', url: user.profilePicture! });
    expect(served.statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/users/me', headers: member.headers })).body).toEqual(user);
  });

  it('replaces the previous avatar and removes its file', async () => {
    const member = await signUp(t.app);
    const first = (await uploadAvatar(member, await solid(300, 500, { r: 9, g: 9, b: 9 }).png().toBuffer()))
      .body as User;
    const second = (await uploadAvatar(member, await solid(640, 480, { r: 1, g: 200, b: 1 }).webp().toBuffer()))
      .body as User;
    expect(second.profilePicture).not.toBe(first.profilePicture);
    expect(fs.existsSync(fileOf(second.profilePicture!))).toBe(true);
    expect(fs.existsSync(fileOf(first.profilePicture!))).toBe(false);
  });

  it('keeps the old file when a recipe shows that picture too', async () => {
    const member = await signUp(t.app);
    const first = (await uploadAvatar(member, await solid(100, 100, { r: 5, g: 5, b: 5 }).png().toBuffer()))
      .body as User;
    const url = first.profilePicture!;
    const recipe = await call(t.app, {
      method: 'POST',
      url: '/api/v1/recipes',
      headers: member.headers,
      payload: { name: 'Portrait Cake', images: [{ image: url, thumbnail: url, alt: '' }] },
    });
    expect(recipe.status).toBe(201);
    await uploadAvatar(member, await solid(100, 100, { r: 50, g: 5, b: 5 }).png().toBuffer());
    expect(fs.existsSync(fileOf(url))).toBe(true);
  });

  it('refuses what is not an accepted image with 415 and keeps the current avatar', async () => {
    const member = await signUp(t.app);
    const kept = (await uploadAvatar(member, await solid(50, 50, { r: 1, g: 2, b: 3 }).jpeg().toBuffer())).body as User;
    for (const sample of await refusedSamples()) {
      const res = await uploadAvatar(member, sample.bytes, 'file', { 'accept-language': 'de' });
      expectErrorBody(res, 415, 'UNSUPPORTED_MEDIA_TYPE', allMessages.de.UNSUPPORTED_MEDIA_TYPE);
    }
    expect((await call(t.app, { method: 'GET', url: '/users/me', headers: member.headers })).body).toMatchObject({
      profilePicture: kept.profilePicture,
    });
  });

  it('answers 400 without a file part, and 401 anonymous', async () => {
    const member = await signUp(t.app);
    const jpeg = await solid(20, 20, { r: 1, g: 1, b: 1 }).jpeg().toBuffer();
    expectErrorBody(await uploadAvatar(member, jpeg, 'photo'), 400, 'VALIDATION_FAILED', allMessages.en.NO_FILE);
    expectErrorBody(
      await call(t.app, { method: 'POST', url: '/users/me/avatar', headers: member.headers, payload: { file: 'x' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(await uploadAvatar(null, jpeg), 401, 'UNAUTHENTICATED');
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareImageSize, shareImageUrl, smallThumbnailSrcSet, smallThumbnailWidth } from '@recipes/contracts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMember, type TestMember } from '../../test/member-fixtures.ts';
import { multipartBody, red, solid } from '../../test/test-images.ts';

let t: TestApp;
let owner: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  owner = await addMember(t);
});
afterAll(async () => t.close());

async function uploadPortrait(): Promise<string> {
  const bytes = await solid(900, 1600, red).jpeg().toBuffer();
  const body = multipartBody([{ field: 'file', bytes, filename: 'photo.jpg', contentType: 'image/jpeg' }]);
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/v1/images/upload?user_id=${owner.id}`,
    headers: { ...body.headers, ...owner.headers },
    payload: body.payload,
  });
  expect(res.status).toBe(201);
  return (res.body as { imageURL: string }).imageURL;
}

async function deletePhoto(imageURL: string): Promise<void> {
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/images/delete?user_id=${owner.id}&image_path=${encodeURIComponent(imageURL)}`,
    headers: owner.headers,
  });
  expect(removed.statusCode).toBeLessThan(300);
}

describe('GET /media/{userId}/{name}-og.jpg (share previews)', () => {
  it('is a 1200×630 JPEG crop of the photo, cached for good', async () => {
    const imageURL = await uploadPortrait();
    const url = shareImageUrl(imageURL);
    expect(url).toMatch(/^\/media\/\d+\/[0-9a-f]+-og\.jpg$/);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: url! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', shareImageSize.width, shareImageSize.height]);
    }
  });

  it('is gone as soon as its photo is deleted', async () => {
    const imageURL = await uploadPortrait();
    const url = shareImageUrl(imageURL)!;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await deletePhoto(imageURL);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 404 for a photo that does not exist and for names that are no photo', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/media/${owner.id}/${'a'.repeat(24)}-og.jpg` });
    expect(missing.statusCode).toBe(404);
    const odd = await t.app.inject({ method: 'GET', url: `/media/${owner.id}/..-og.jpg` });
    expect(odd.statusCode).toBe(404);
  });
});

describe('GET /media/{userId}/{name}-thumb.webp (the gallery’s small thumbnails)', () => {
  const thumbOf = (imageURL: string) => smallThumbnailSrcSet(imageURL)!.split(' ')[0]!;

  it('is a 200 px wide WebP of the photo, in its proportions, cached for good', async () => {
    const imageURL = await uploadPortrait();
    const url = thumbOf(imageURL);
    expect(url).toMatch(/^\/media\/\d+\/[0-9a-f]+-thumb\.webp$/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', smallThumbnailWidth, 356]);
    const thumbnail = await t.app.inject({ method: 'GET', url: imageURL.replace(/-\d+\.webp$/, '-400.webp') });
    expect(res.rawPayload.length).toBeLessThan(thumbnail.rawPayload.length);
  });

  it('is gone with its photo, and a 404 for photos that do not exist', async () => {
    const imageURL = await uploadPortrait();
    const url = thumbOf(imageURL);
    await deletePhoto(imageURL);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: `/media/${owner.id}/${'b'.repeat(24)}-thumb.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('shareImageUrl', () => {
  it('maps any stored width, path or absolute, and nothing else', () => {
    expect(shareImageUrl('https://x.example/media/3/abcdef-1600.webp')).toBe('https://x.example/media/3/abcdef-og.jpg');
    expect(shareImageUrl('/media/3/abcdef-400.webp')).toBe('/media/3/abcdef-og.jpg');
    expect(shareImageUrl('/og-default.png')).toBeNull();
  });
});

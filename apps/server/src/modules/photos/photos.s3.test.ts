import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse, User } from '@recipes/contracts';
import { call, createRecipe, deleteAccount, signUp, type Member } from '../../test/api.ts';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, red, solid } from '../../test/test-images.ts';

// The whole photo life cycle with PHOTO_STORAGE=s3, against s3rver speaking the S3 protocol.
let s3: S3StandIn;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3StandIn();
  t = await createTestApp({ photoStorage: s3.storage });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => call(t.app, { method: 'GET', url, headers });
const widthsOf = (url: string) => [400, 800, 1600].map((w) => url.replace(/-\d+\.webp$/, `-${w}.webp`));
/** Which widths of the photo the bucket serves. */
async function served(url: string): Promise<number[]> {
  const statuses = await Promise.all(widthsOf(url).map(async (u) => (await get(u)).status));
  return [400, 800, 1600].filter((_, i) => statuses[i] === 200);
}

async function upload(member: Member, bytes?: Buffer): Promise<UploadResponse> {
  const body = multipartBody([
    { field: 'file', bytes: bytes ?? (await solid(900, 600, red).jpeg().toBuffer()), filename: 'a.jpg' },
  ]);
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/v1/images/upload?user_id=${member.id}`,
    headers: { ...body.headers, ...member.headers },
    payload: body.payload,
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  return res.body as UploadResponse;
}

describe('photos in an S3-compatible store', () => {
  it('serves an upload under /media from the bucket with long caching, its tag and 304', async () => {
    const member = await signUp(t.app);
    const { imageURL, thumbnailURL } = await upload(member);
    expect(imageURL).toMatch(new RegExp(`^/media/${member.id}/[0-9a-f]{24}-1600\\.webp$`));
    expect(await served(imageURL)).toEqual([400, 800, 1600]);

    const res = await t.app.inject({ method: 'GET', url: thumbnailURL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await t.app.inject({ method: 'GET', url: thumbnailURL, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('answers 404 for a photo the bucket does not hold and for names that are not photos', async () => {
    const member = await signUp(t.app);
    expect((await get(`/media/${member.id}/${'a'.repeat(24)}-400.webp`)).status).toBe(404);
    expect((await get(`/media/${member.id}/..%2F..%2Fetc-400.webp`)).status).toBe(404);
    expect((await get('/media/1/x.webp')).status).toBe(404);
  });

  it('deletes every width from the bucket, and only the owner may', async () => {
    const [owner, other] = [await signUp(t.app), await signUp(t.app)];
    const { imageURL } = await upload(owner);
    const remove = (member: Member) =>
      call(t.app, {
        method: 'DELETE',
        url: `/api/v1/images/delete?user_id=${member.id}&image_path=${encodeURIComponent(imageURL)}`,
        headers: member.headers,
      });
    expect((await remove(other)).status).toBe(403);
    expect(await served(imageURL)).toEqual([400, 800, 1600]);
    expect((await remove(owner)).status).toBe(204);
    expect(await served(imageURL)).toEqual([]);
    expect((await remove(owner)).status).toBe(404);
  });

  it("removes a deleted recipe's photos from the bucket at once", async () => {
    const owner = await signUp(t.app);
    const photo = await upload(owner);
    const recipe = await createRecipe(t.app, owner, {
      images: [{ image: photo.imageURL, thumbnail: photo.thumbnailURL, alt: '' }],
    });
    const res = await call(t.app, { method: 'DELETE', url: `/api/v1/recipes/${recipe.id}`, headers: owner.headers });
    expect(res.status).toBe(204);
    expect(await served(photo.imageURL)).toEqual([]);
  });

  it('keeps avatars in the bucket, replaces them, and removes everything of a deleted account', async () => {
    const member = await signUp(t.app, { password: 'correct horse battery' });
    const setAvatar = async () => {
      const body = multipartBody([
        { field: 'file', bytes: await solid(80, 60, red).png().toBuffer(), filename: 'me.png' },
      ]);
      const res = await call(t.app, {
        method: 'POST',
        url: '/users/me/avatar',
        headers: { ...body.headers, ...member.headers },
        payload: body.payload,
      });
      expect(res.status).toBe(200);
      return (res.body as User).profilePicture!;
    };
    const first = await setAvatar();
    expect((await get(first)).status).toBe(200);
    const second = await setAvatar();
    expect((await get(second)).status).toBe(200);
    expect((await get(first)).status).toBe(404);

    const unattached = await upload(member);
    expect((await deleteAccount(t.app, member)).status).toBe(204);
    expect((await get(second)).status).toBe(404);
    expect(await served(unattached.imageURL)).toEqual([]);
  });
});

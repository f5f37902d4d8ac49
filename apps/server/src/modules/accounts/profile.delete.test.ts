import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, UploadResponse, User } from '@recipes/contracts';
import { allMessages } from '../../http/messages.ts';
import { call, createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, solid } from '../../test/test-images.ts';
import { addMember } from '../../test/member-fixtures.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const password = 'correct horse battery';
const deleteMe = (headers: Record<string, string>, payload: object) =>
  call(t.app, { method: 'DELETE', url: '/users/me', headers, payload });
const get = (url: string, headers: Record<string, string> = {}) => call(t.app, { method: 'GET', url, headers });
const put = (url: string, headers: Record<string, string>) => call(t.app, { method: 'PUT', url, headers });

async function uploadPhoto(member: Member): Promise<UploadResponse> {
  const body = multipartBody([
    { field: 'file', bytes: await solid(500, 400, { r: 200, g: 80, b: 10 }).jpeg().toBuffer(), filename: 'a.jpg' },
  ]);
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/v1/images/upload?user_id=${member.id}`,
    headers: { ...body.headers, ...member.headers },
    payload: body.payload,
  });
  return res.body as UploadResponse;
}

/** A member with recipes, a photo, an avatar, ratings, favorites and follows in both directions. */
async function busyMember() {
  const leaving = await signUp(t.app);
  const staying = await signUp(t.app);
  // Authors cannot rate their own recipes, so a third member rates the staying member's one.
  const neighbour = await signUp(t.app);
  const photo = await uploadPhoto(leaving);
  const own = await createRecipe(t.app, leaving, {
    name: 'Quarkkeulchen Deletable',
    images: [{ image: photo.imageURL, thumbnail: photo.thumbnailURL, alt: '' }],
  });
  await createRecipe(t.app, leaving, { name: 'Hidden Draft', active: false });
  const others = await createRecipe(t.app, staying, { name: 'Staying Stew' });
  const avatar = multipartBody([
    { field: 'file', bytes: await solid(60, 60, { r: 1, g: 1, b: 1 }).png().toBuffer(), filename: 'me.png' },
  ]);
  await call(t.app, {
    method: 'POST',
    url: '/users/me/avatar',
    headers: { ...avatar.headers, ...leaving.headers },
    payload: avatar.payload,
  });
  const rate = (member: Member, recipeId: number, rating: number) =>
    call(t.app, {
      method: 'POST',
      url: '/api/v1/ratings',
      headers: member.headers,
      payload: { rating, recipeId, userId: member.id },
    });
  expect((await rate(leaving, others.id, 1)).status).toBe(201);
  expect((await rate(neighbour, others.id, 5)).status).toBe(201);
  expect((await rate(staying, own.id, 4)).status).toBe(201);
  expect((await put(`/api/v1/favorites/${others.id}`, leaving.headers)).status).toBe(201);
  expect((await put(`/api/v1/favorites/${own.id}`, staying.headers)).status).toBe(201);
  expect((await put(`/api/v1/members/${staying.id}/follow`, leaving.headers)).status).toBe(201);
  expect((await put(`/api/v1/members/${leaving.id}/follow`, staying.headers)).status).toBe(201);
  const second = (
    await call(t.app, { method: 'POST', url: '/users/authenticate', payload: { username: leaving.username, password } })
  ).body as { token: string };
  return { leaving, staying, own, others, photo, secondToken: second.token };
}

const rowsOf = async (userId: number) => {
  const db = t.database.db;
  const n = async (query: { execute(): Promise<unknown[]> }) => (await query.execute()).length;
  return {
    users: await n(db.selectFrom('users').select('id').where('id', '=', userId)),
    recipes: await n(db.selectFrom('recipes').select('id').where('created_by_user_id', '=', userId)),
    ratings: await n(db.selectFrom('ratings').select('id').where('user_id', '=', userId)),
    favorites: await n(db.selectFrom('favorites').select('user_id').where('user_id', '=', userId)),
    follows: await n(
      db
        .selectFrom('follows')
        .select('follower_id')
        .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)])),
    ),
    sessions: await n(db.selectFrom('sessions').select('id').where('user_id', '=', userId)),
  };
};

describe('DELETE /users/me', () => {
  it('deletes the account with its recipes, ratings, favorites, follows, sessions and photos', async () => {
    const { leaving, staying, own, others, photo, secondToken } = await busyMember();
    const mediaDir = path.join(t.config.dataDir, 'media', String(leaving.id));
    expect(fs.readdirSync(mediaDir).length).toBeGreaterThan(3);
    expect(((await get(`/api/v1/recipes/${others.id}`)).body as Recipe).ratingCount).toBe(2);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/users/me',
      headers: leaving.headers,
      payload: { password, confirm: true },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect(await rowsOf(leaving.id)).toEqual({
      users: 0,
      recipes: 0,
      ratings: 0,
      favorites: 0,
      follows: 0,
      sessions: 0,
    });
    expectErrorBody(await get('/users/me', leaving.headers), 401, 'UNAUTHENTICATED');
    expectErrorBody(await get('/users/me', { authorization: `Bearer ${secondToken}` }), 401, 'UNAUTHENTICATED');
    expectErrorBody(await get(`/api/v1/recipes/${own.id}`), 404, 'NOT_FOUND');
    await expect(t.app.services.search.storedDocument(t.database.db, own.id)).resolves.toBeNull();
    expect((await get('/api/v1/recipes/search/Quarkkeulchen')).body).toEqual([]);
    // The rating on someone else's recipe is gone and its average recomputed.
    expect((await get(`/api/v1/recipes/${others.id}`)).body).toMatchObject({ averageRating: 5, ratingCount: 1 });
    expect((await get('/users/me', staying.headers)).body).toMatchObject({
      favoriteCount: 0,
      followersCount: 0,
      followingCount: 0,
    });
    expect(fs.existsSync(mediaDir)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: photo.imageURL })).statusCode).toBe(404);
    // Staying member's data is untouched.
    expect((await rowsOf(staying.id)).recipes).toBe(1);
  });

  it('refuses a wrong password with 403 and deletes nothing', async () => {
    const { leaving } = await busyMember();
    const before = await rowsOf(leaving.id);
    const res = await deleteMe({ ...leaving.headers, 'accept-language': 'vi' }, { password: 'not it', confirm: true });
    expectErrorBody(res, 403, 'FORBIDDEN', allMessages.vi.WRONG_PASSWORD);
    expect(await rowsOf(leaving.id)).toEqual(before);
  });

  it('needs confirm: true, and the password when the member has one (400)', async () => {
    const member = await signUp(t.app);
    const noPassword = await deleteMe(member.headers, { confirm: true });
    expectErrorBody(noPassword, 400, 'VALIDATION_FAILED', allMessages.en.CURRENT_PASSWORD_REQUIRED);
    expect((noPassword.body as { details: { path: string }[] }).details.map((d) => d.path)).toEqual(['body.password']);
    expectErrorBody(await deleteMe(member.headers, { password }), 400, 'VALIDATION_FAILED');
    expectErrorBody(await deleteMe(member.headers, { password, confirm: false }), 400, 'VALIDATION_FAILED');
    expectErrorBody(await deleteMe({}, { password, confirm: true }), 401, 'UNAUTHENTICATED');
    expect((await get('/users/me', member.headers)).body as User).toMatchObject({ id: member.id });
  });

  it('deletes a member without a password (signed up through a provider) on confirmation alone', async () => {
    const social = await addMember(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/users/me',
      headers: social.headers,
      payload: { confirm: true },
    });
    expect(res.statusCode).toBe(204);
    expect((await rowsOf(social.id)).users).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberSummary, PublicMember, User } from '@recipes/contracts';
import { allMessages } from '../../http/messages.ts';
import { call, createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const page = (id: number | string, viewer: Member | null = null, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'GET', url: `/api/v1/members/${id}`, headers: { ...viewer?.headers, ...headers } });
const follow = (viewer: Member | null, id: number, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'PUT', url: `/api/v1/members/${id}/follow`, headers: { ...viewer?.headers, ...headers } });
const unfollow = (viewer: Member | null, id: number) =>
  call(t.app, { method: 'DELETE', url: `/api/v1/members/${id}/follow`, headers: viewer?.headers ?? {} });
const me = async (member: Member) =>
  (await call(t.app, { method: 'GET', url: '/users/me', headers: member.headers })).body as User;

describe('GET /api/v1/members/{id}', () => {
  it('shows public facts and counts, never the e-mail address or username', async () => {
    const cook = await signUp(t.app, { name: 'Public Cook' });
    await createRecipe(t.app, cook);
    await createRecipe(t.app, cook, { active: false });
    const res = await page(cook.id);
    expect(res.status).toBe(200);
    expect(res.body as PublicMember).toEqual({
      id: cook.id,
      name: 'Public Cook',
      profilePicture: null,
      createdAt: cook.createdAt,
      recipeCount: 1,
      followersCount: 0,
      followingCount: 0,
    });
    expect(JSON.stringify(res.body)).not.toContain(cook.email);
    // The member sees their inactive recipe counted, as in their own recipe list.
    expect((await page(cook.id, cook)).body).toMatchObject({ recipeCount: 2, followedByMe: false });
  });

  it('answers 404 MEMBER_NOT_FOUND, translated, and 400 for a malformed id', async () => {
    expectErrorBody(
      await page(999999, null, { 'accept-language': 'vi' }),
      404,
      'NOT_FOUND',
      allMessages.vi.MEMBER_NOT_FOUND,
    );
    expectErrorBody(await page('abc'), 400, 'VALIDATION_FAILED');
  });
});

describe('PUT and DELETE /api/v1/members/{id}/follow', () => {
  it('follows (201, then 200), answers the member with true counts, and unfollows idempotently', async () => {
    const cook = await signUp(t.app);
    const fan = await signUp(t.app);
    const first = await follow(fan, cook.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: cook.id, followersCount: 1, followingCount: 0, followedByMe: true });
    expect((await follow(fan, cook.id)).status).toBe(200);
    expect((await page(cook.id, fan)).body).toMatchObject({ followersCount: 1, followedByMe: true });
    expect((await page(cook.id)).body).not.toHaveProperty('followedByMe');
    expect(await me(fan)).toMatchObject({ followingCount: 1, followersCount: 0 });
    expect(await me(cook)).toMatchObject({ followingCount: 0, followersCount: 1 });

    const gone = await unfollow(fan, cook.id);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ followersCount: 0, followedByMe: false });
    expect((await unfollow(fan, cook.id)).status).toBe(200);
    expect(await me(cook)).toMatchObject({ followersCount: 0 });
  });

  it('refuses following oneself (400), a missing member (404) and anonymous callers (401)', async () => {
    const cook = await signUp(t.app);
    expectErrorBody(
      await follow(cook, cook.id, { 'accept-language': 'de' }),
      400,
      'VALIDATION_FAILED',
      allMessages.de.CANNOT_FOLLOW_SELF,
    );
    expectErrorBody(await follow(cook, 999999), 404, 'NOT_FOUND', allMessages.en.MEMBER_NOT_FOUND);
    expectErrorBody(await unfollow(cook, 999999), 404, 'NOT_FOUND');
    expectErrorBody(await follow(null, cook.id), 401, 'UNAUTHENTICATED');
    expectErrorBody(await unfollow(null, cook.id), 401, 'UNAUTHENTICATED');
    const rows = await t.database.db.selectFrom('follows').selectAll().where('follower_id', '=', cook.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('GET /api/v1/members/{id}/followers and /following', () => {
  it('lists public fields only, newest follow first, paginated with headers', async () => {
    const star = await signUp(t.app, { name: 'Star' });
    const fans: Member[] = [];
    for (let i = 0; i < 3; i++) {
      const fan = await signUp(t.app, { name: `Fan ${i}` });
      await follow(fan, star.id);
      fans.push(fan);
    }
    const res = await call(t.app, { method: 'GET', url: `/api/v1/members/${star.id}/followers` });
    expect(res.status).toBe(200);
    expect(res.body as MemberSummary[]).toEqual(
      [...fans].reverse().map((fan) => ({ id: fan.id, name: fan.name, profilePicture: null })),
    );
    expect(res.headers['x-total-count']).toBe('3');
    const second = await call(t.app, { method: 'GET', url: `/api/v1/members/${star.id}/followers?page=2&pageSize=2` });
    expect((second.body as MemberSummary[]).map((m) => m.id)).toEqual([fans[0]!.id]);
    expect(String(second.headers.link)).toContain('rel="prev"');

    const following = await call(t.app, { method: 'GET', url: `/api/v1/members/${fans[1]!.id}/following` });
    expect(following.body).toEqual([{ id: star.id, name: 'Star', profilePicture: null }]);
    expect(following.headers['x-total-count']).toBe('1');
  });

  it('answers 404 for a member who does not exist, and 400 for a malformed id or page, translated', async () => {
    const cook = await signUp(t.app);
    for (const list of ['followers', 'following']) {
      const get = (url: string) => call(t.app, { method: 'GET', url, headers: { 'accept-language': 'de' } });
      expectErrorBody(await get(`/api/v1/members/999999/${list}`), 404, 'NOT_FOUND', allMessages.de.MEMBER_NOT_FOUND);
      expectErrorBody(await get(`/api/v1/members/abc/${list}`), 400, 'VALIDATION_FAILED');
      expectErrorBody(await get(`/api/v1/members/${cook.id}/${list}?pageSize=101`), 400, 'VALIDATION_FAILED');
      expectErrorBody(await get(`/api/v1/members/${cook.id}/${list}?page=0`), 400, 'VALIDATION_FAILED');
    }
  });

  it('links first, next and last pages, and an empty list for a member nobody follows', async () => {
    const star = await signUp(t.app);
    for (let i = 0; i < 3; i++) await follow(await signUp(t.app), star.id);
    const first = await call(t.app, { method: 'GET', url: `/api/v1/members/${star.id}/followers?pageSize=2` });
    expect(first.body as MemberSummary[]).toHaveLength(2);
    const link = String(first.headers.link);
    expect(link).toContain(`/api/v1/members/${star.id}/followers?pageSize=2&page=2>; rel="next"`);
    expect(link).toContain(`/api/v1/members/${star.id}/followers?pageSize=2&page=2>; rel="last"`);
    expect(link).not.toContain('rel="prev"');
    const alone = await call(t.app, { method: 'GET', url: `/api/v1/members/${star.id}/following` });
    expect(alone.status).toBe(200);
    expect(alone.body).toEqual([]);
    expect(alone.headers['x-total-count']).toBe('0');
  });
});

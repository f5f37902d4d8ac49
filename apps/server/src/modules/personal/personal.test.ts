import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { addMember, addRecipe, type TestMember } from '../../test/member-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let author: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  author = await addMember(t);
});
afterAll(async () => t.close());

const personal = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/personal', headers });

describe('GET /api/v1/personal', () => {
  it("answers the member's favourites, own ratings and unit system, privately, with 304 when unchanged", async () => {
    const member = await addMember(t);
    const empty = await personal(member.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ favoriteIds: [], ratings: [], unitSystem: null });

    const [first, second] = [await addRecipe(t, author.id), await addRecipe(t, author.id)];
    const put = (url: string, payload?: object) =>
      call(t.app, { method: payload ? 'POST' : 'PUT', url, headers: member.headers, payload });
    expect((await put(`/api/v1/favorites/${second}`)).status).toBe(201);
    const rated = await put('/api/v1/ratings', { rating: 4, recipeId: first, userId: member.id });
    expect(rated.status).toBe(201);
    const kitchen = { method: 'PUT' as const, url: '/api/v1/kitchen/preferences', headers: member.headers };
    expect((await call(t.app, { ...kitchen, payload: { unitSystem: 'us' } })).status).toBe(200);
    // Someone else's hearts and ratings are not the member's.
    const other = await addMember(t);
    await call(t.app, { method: 'PUT', url: `/api/v1/favorites/${first}`, headers: other.headers });
    const ratedByOther = { rating: 1, recipeId: second, userId: other.id };
    await call(t.app, { method: 'POST', url: '/api/v1/ratings', headers: other.headers, payload: ratedByOther });

    const res = await personal(member.headers);
    expect(res.json()).toEqual({
      favoriteIds: [second],
      ratings: [{ id: rated.body.id, rating: 4, recipeId: first, userId: member.id }],
      unitSystem: 'us',
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = String(res.headers.etag);
    expect((await personal({ ...member.headers, 'if-none-match': etag })).statusCode).toBe(304);

    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/v1/favorites/${second}`, headers: member.headers })).status,
    ).toBe(200);
    const changed = await personal({ ...member.headers, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ favoriteIds: [] });
  });

  it('answers 401 with the usual error body without a token, and right after sign-out', async () => {
    const anonymous = await personal();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const member = await addMember(t);
    expect((await personal(member.headers)).statusCode).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/users/logout', headers: member.headers })).status).toBe(204);
    expect((await personal(member.headers)).statusCode).toBe(401);
  });
});

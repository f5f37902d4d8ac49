import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataExportSchema, type DataExport } from '@recipes/contracts';
import { call, createRecipe, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /users/me/export', () => {
  it('sends every piece of the member’s data as a JSON attachment, without secrets', async () => {
    const member = await signUp(t.app, { name: 'Exporting Cook' });
    const friend = await signUp(t.app, { name: 'Friend Cook' });
    const visible = await createRecipe(t.app, member, { name: 'Public Pie' });
    const draft = await createRecipe(t.app, member, { name: 'Secret Draft', active: false });
    const friends = await createRecipe(t.app, friend, { name: 'Friend Soup' });
    const put = (url: string, headers: Record<string, string>) => call(t.app, { method: 'PUT', url, headers });
    await call(t.app, {
      method: 'POST',
      url: '/api/v1/ratings',
      headers: member.headers,
      payload: { rating: 4, recipeId: friends.id, userId: member.id },
    });
    await put(`/api/v1/favorites/${friends.id}`, member.headers);
    await put(`/api/v1/members/${friend.id}/follow`, member.headers);
    await put(`/api/v1/members/${member.id}/follow`, friend.headers);

    const res = await t.app.inject({ method: 'GET', url: '/users/me/export', headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-recipe-data.json"');
    const data = DataExportSchema.parse(res.json()) as DataExport;
    expect(data.profile).toMatchObject({
      id: member.id,
      username: member.username,
      email: member.email,
      favoriteCount: 1,
      followersCount: 1,
      followingCount: 1,
      signInMethods: { password: true, facebook: false, google: false },
    });
    expect(data.recipes.map((r) => r.id).sort()).toEqual([visible.id, draft.id].sort());
    expect(data.ratings).toEqual([
      expect.objectContaining({ recipeId: friends.id, recipeName: 'Friend Soup', rating: 4 }),
    ]);
    expect(data.favorites).toEqual([expect.objectContaining({ recipeId: friends.id, recipeName: 'Friend Soup' })]);
    expect(data.following).toEqual([expect.objectContaining({ id: friend.id, name: 'Friend Cook' })]);
    expect(data.followers).toEqual([expect.objectContaining({ id: friend.id, name: 'Friend Cook' })]);
    expect(new Date(data.exportedAt).toISOString()).toBe(data.exportedAt);
    expect(res.body).not.toMatch(/password_hash|argon2id|scrypt\$|token/i);
    expect(res.body).not.toContain(member.token);
  });

  it('answers 401 to anonymous callers', async () => {
    expectErrorBody(await call(t.app, { method: 'GET', url: '/users/me/export' }), 401, 'UNAUTHENTICATED');
  });
});

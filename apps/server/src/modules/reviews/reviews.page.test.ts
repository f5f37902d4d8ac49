import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMember, addRecipe } from '../../test/member-fixtures.ts';
import { requireWebBuild } from '../../test/web-build.ts';

// The recipe page (production build, cached) shows a review in its JSON-LD at once after the write.

requireWebBuild();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: { mode: 'production' } });
});
afterAll(async () => t.close());

describe('reviews on the cached recipe page', () => {
  it('puts a new review into the JSON-LD of every language’s page, and takes a hidden one out', async () => {
    const [author, cook, moderator] = await Promise.all([addMember(t), addMember(t), addMember(t)]);
    await t.database.db.updateTable('users').set({ roles: '["moderator"]' }).where('id', '=', moderator.id).execute();
    const recipeId = await addRecipe(t, author.id);
    const pages = ['', '?lang=de', '?lang=vi'].map((query) => `/recipe/${recipeId}/lentil-stew${query}`);
    const bodies = () => Promise.all(pages.map(async (url) => (await t.app.inject({ method: 'GET', url })).body));
    for (const body of await bodies()) expect(body).not.toContain('"@type":"Review"');

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/recipes/${recipeId}/reviews`,
      headers: cook.headers,
      payload: { rating: 5, text: 'Wonderful stew', cooked: true },
    });
    expect(created.statusCode).toBe(201);
    for (const body of await bodies()) {
      expect(body).toContain('"@type":"Review"');
      expect(body).toContain('"reviewBody":"Wonderful stew"');
    }

    const id = (created.json() as { id: number }).id;
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/v1/moderation/reviews/${id}/hide`,
      headers: moderator.headers,
    });
    expect(hidden.statusCode).toBe(204);
    for (const body of await bodies()) expect(body).not.toContain('"@type":"Review"');
  });
});

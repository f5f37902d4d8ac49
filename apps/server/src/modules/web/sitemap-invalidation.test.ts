import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '@recipes/contracts';
import { createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requireWebBuild } from '../../test/web-build.ts';

// The sitemap is a cached page like any other: once served, it must still list what recipe writes
// change (decision 0009: it carries the `sitemap` tag every write of a public recipe sends).

requireWebBuild();

let t: TestApp;
let cook: Member;
beforeAll(async () => {
  t = await createTestApp({}, { web: { mode: 'production' } });
  cook = await signUp(t.app);
});
afterAll(async () => t.close());

async function sitemap(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** Reads the sitemap twice, so the second read comes from the page cache and the next read is after a write. */
async function warmSitemap(): Promise<string> {
  await sitemap();
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.headers['x-page-cache']).toBe('hit');
  return res.body;
}

const put = async (recipe: Recipe, payload: object): Promise<Recipe> => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/recipes/${recipe.id}`,
    headers: cook.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Recipe>();
};

const address = (recipe: Recipe) => `/recipe/${recipe.id}/${recipe.slug}<`;

describe('the sitemap after recipe writes', () => {
  it('lists a recipe created, renamed, deactivated, reactivated and deleted after it was served', async () => {
    await warmSitemap();
    const recipe = await createRecipe(t.app, cook, { name: 'Sitemap Soup' });
    expect(await sitemap()).toContain(address(recipe));

    await warmSitemap();
    const renamed = await put(recipe, { name: 'Sitemap Stew' });
    expect(renamed.slug).not.toBe(recipe.slug);
    const afterRename = await sitemap();
    expect(afterRename).toContain(address(renamed));
    expect(afterRename).not.toContain(address(recipe));

    await warmSitemap();
    await put(renamed, { active: false });
    expect(await sitemap()).not.toContain(address(renamed));

    await warmSitemap();
    await put(renamed, { active: true });
    expect(await sitemap()).toContain(address(renamed));

    await warmSitemap();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/recipes/${recipe.id}`, headers: cook.headers });
    expect(res.statusCode).toBeLessThan(300);
    expect(await sitemap()).not.toContain(`/recipe/${recipe.id}/`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeBody } from '../../sample-content/factories.ts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMember, type TestMember } from '../../test/member-fixtures.ts';

let t: TestApp;
let owner: TestMember;
let stranger: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  owner = await addMember(t);
  stranger = await addMember(t);
});
afterAll(async () => t.close());

async function create(active: boolean) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/v1/recipes',
    headers: owner.headers,
    payload: recipeBody({ name: 'Phở Gà Export', active, recipeCuisine: 'vietnamese', notes: 'Use fresh herbs.' }),
  });
  return res.body as { id: number; slug: string };
}

describe('GET /api/v1/recipes/{id}/export', () => {
  it('answers schema.org Recipe JSON-LD as a download, names in the request’s language', async () => {
    const recipe = await create(true);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/recipes/${recipe.id}/export`,
      headers: { 'accept-language': 'vi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${recipe.slug.replace(/[^a-z0-9-]/gi, '')}.jsonld"`,
    );
    const document = res.json<Record<string, unknown>>();
    expect(document).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Phở Gà Export',
      recipeCategory: 'Món súp',
      recipeCuisine: 'Việt Nam',
      prepTime: 'PT10M',
      cookTime: 'PT25M',
      totalTime: 'PT35M',
      recipeIngredient: ['1 kg ripe tomatoes', '1 onion', '2 cloves garlic', '500 ml vegetable stock'],
      comment: { '@type': 'Comment', text: 'Use fresh herbs.' },
    });
    expect(document.url).toBe(new URL(`/recipe/${recipe.id}/${recipe.slug}`, t.config.publicUrl).toString());
    expect(document).not.toHaveProperty('image');
  });

  it('shows a draft to its owner only', async () => {
    const draft = await create(false);
    const url = `/api/v1/recipes/${draft.id}/export`;
    expect((await call(t.app, { method: 'GET', url, headers: owner.headers })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url, headers: stranger.headers })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/recipes/999999/export' })).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the import and export endpoints', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/openapi.json' });
    const doc = res.body as { paths: Record<string, Record<string, { tags?: string[]; responses?: object }>> };
    expect(doc.paths['/api/v1/recipes/import']?.post?.tags).toEqual(['recipes']);
    expect(Object.keys(doc.paths['/api/v1/recipes/import']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '400', '401', '422', '502']),
    );
    expect(doc.paths['/api/v1/recipes/{id}/export']?.get?.tags).toEqual(['recipes']);
  });
});

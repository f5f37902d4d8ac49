import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTerms, cuisineTerms } from '@recipes/contracts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, language?: string) =>
  call(t.app, { method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

describe('GET /api/v1/recipes/categories', () => {
  it.each([
    ['en', 'Main Dishes'],
    ['de', 'Hauptgerichte'],
    ['vi', 'Món chính'],
    ['fr', 'Main Dishes'],
    ['de-AT,de;q=0.9', 'Hauptgerichte'],
  ])('names them in %s', async (language, mainDishes) => {
    const res = await get('/api/v1/recipes/categories', language);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(categoryTerms.length);
    expect(res.body).toContainEqual({ key: 'main-dishes', name: mainDishes, icon: '🍛' });
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('defaults to English without a header', async () => {
    const res = await get('/api/v1/recipes/categories');
    expect(res.body[0]).toEqual({ key: 'breakfast', name: 'Breakfast', icon: '🍳' });
  });
});

describe('GET /api/v1/recipes/cuisines', () => {
  it('lists every cuisine with a localized name', async () => {
    const res = await get('/api/v1/recipes/cuisines', 'vi');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { key: string }) => c.key)).toEqual(cuisineTerms.map((c) => c.key));
    expect(res.body).toContainEqual({ key: 'vietnamese', name: 'Việt Nam', icon: '🇻🇳' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '@recipes/contracts';
import { call, createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cook: Member;
const made: Record<string, Recipe> = {};

const plain = { shortDescription: '', description: '', recipeIngredients: [], keywords: [] };

beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app);
  const add = async (key: string, fields: Parameters<typeof createRecipe>[2]) => {
    made[key] = await createRecipe(t.app, cook, { ...plain, recipeCategory: null, recipeCuisine: null, ...fields });
  };
  await add('pho', { name: 'Phở Bò', recipeCategory: 'noodles-rice', recipeCuisine: 'vietnamese' });
  await add('spaetzle', { name: 'Käsespätzle', recipeCategory: 'main-dishes', recipeCuisine: 'german' });
  await add('banhMi', { name: 'Bánh mì thịt', shortDescription: 'Saigon sandwich' });
  await add('tofu', { name: 'Đậu hũ sốt cà chua', recipeCategory: 'vegetarian' });
  await add('curry', { name: 'Chicken Curry', recipeCategory: 'main-dishes' });
  await add('bowl', { name: 'Rice Bowl', description: 'Leftover chicken works well here.' });
  // Same category as phở: a dish name must not match a whole category through its localized names.
  await add('padThai', { name: 'Pad Thai', recipeCategory: 'noodles-rice', recipeCuisine: 'thai' });
  await add('vitamin', { name: 'Vitamin C Smoothie', recipeIngredients: ['2 oranges'] });
  await add('soup', { name: 'Tomato Soup', recipeCategory: 'soups', recipeIngredients: ['1 kg tomatoes', 'Basil'] });
  await add('hiddenPho', { name: 'Phở Secret', active: false });
});
afterAll(async () => {
  await t.close();
});

async function search(keywords: string, query = '') {
  const res = await call(t.app, {
    method: 'GET',
    url: `/api/v1/recipes/search/${encodeURIComponent(keywords)}${query}`,
  });
  return { ...res, names: res.status === 200 ? (res.body as Recipe[]).map((r) => r.name) : [] };
}

describe('GET /api/v1/recipes/search/{keywords}', () => {
  it.each([
    ['pho', ['Phở Bò']],
    ['PHỞ', ['Phở Bò']],
    ['kase', ['Käsespätzle']],
    ['käsespätzle', ['Käsespätzle']],
    ['banh mi', ['Bánh mì thịt']],
    ['dau', ['Đậu hũ sốt cà chua']],
    ['saigon', ['Bánh mì thịt']],
    ['basil', ['Tomato Soup']],
  ])('ignores case and diacritics: %s', async (keywords, expected) => {
    const res = await search(keywords);
    expect(res.status).toBe(200);
    expect(res.names).toEqual(expected);
  });

  it('matches each word as a prefix and requires all of them', async () => {
    expect((await search('chick')).names).toEqual(['Chicken Curry', 'Rice Bowl']);
    expect((await search('chick cur')).names).toEqual(['Chicken Curry']);
    expect((await search('chicken xylophone')).names).toEqual([]);
  });

  it('matches a one-letter word as a whole word only (decision 0032)', async () => {
    expect((await search('c')).names).toEqual(['Vitamin C Smoothie']);
    expect((await search('vitamin c')).names).toEqual(['Vitamin C Smoothie']);
    expect((await search('C')).headers['x-total-count']).toBe('1');
    expect((await search('s')).names).toEqual([]);
    expect((await search('ch')).names).toContain('Chicken Curry');
    // The same rule in lists with filters and in ingredient filters.
    expect((await search('c', '?sort=newest')).names).toEqual(['Vitamin C Smoothie']);
    const listed = await call(t.app, { method: 'GET', url: '/api/v1/recipes?include=o' });
    expect(listed.headers['x-total-count']).toBe('0');
  });

  it('ranks a match in the name above one in the description', async () => {
    expect((await search('chicken')).names).toEqual(['Chicken Curry', 'Rice Bowl']);
  });

  it('finds a category by its key and by its name in every language', async () => {
    expect((await search('main-dishes')).names.sort()).toEqual(['Chicken Curry', 'Käsespätzle']);
    expect((await search('soups')).names).toEqual(['Tomato Soup']);
    expect((await search('Hauptgerichte')).names.sort()).toEqual(['Chicken Curry', 'Käsespätzle']);
    expect((await search('món chay')).names).toEqual(['Đậu hũ sốt cà chua']);
    expect((await search('vietnamesisch')).names).toEqual(['Phở Bò']);
  });

  it('never shows inactive recipes', async () => {
    const res = await search('secret');
    expect(res.names).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it.each([
    '"',
    '*',
    '(',
    ')',
    '-',
    '-pho',
    'pho*',
    '"pho',
    'NEAR(pho',
    'a:b',
    "'",
    '\\',
    '%',
    '^',
    'AND',
    'OR pho',
    '🍲',
  ])('treats FTS syntax in %s as plain text', async (keywords) => {
    const res = await search(keywords);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  it('finds the words around syntax characters', async () => {
    expect((await search('"pho*"')).names).toEqual(['Phở Bò']);
    expect((await search('(chicken) -curry')).names).toEqual(['Chicken Curry']);
  });

  it('answers the plain list for empty or blank keywords', async () => {
    for (const url of ['/api/v1/recipes/search/%20%20', '/api/v1/recipes/search/', '/api/v1/recipes/search/%22%22']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status).toBe(200);
      expect(res.headers['x-total-count']).toBe('9');
      expect((res.body as Recipe[])[0]?.id).toBe(made.soup?.id);
    }
  });

  it('pages results with the list headers', async () => {
    const first = await search('chicken', '?pageSize=1');
    expect(first.names).toEqual(['Chicken Curry']);
    expect(first.headers['x-total-count']).toBe('2');
    expect(String(first.headers.link)).toContain('</api/v1/recipes/search/chicken?pageSize=1&page=2>; rel="next"');
    const second = await search('chicken', '?pageSize=1&page=2');
    expect(second.names).toEqual(['Rice Bowl']);
    expect((await search('chicken', '?pageSize=500')).status).toBe(400);
  });

  it('rejects keywords longer than 200 characters', async () => {
    const res = await search('x'.repeat(201));
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('params.keywords');
  });

  it('follows renames and deletes in the same transaction as the write', async () => {
    const dish = await createRecipe(t.app, cook, { ...plain, name: 'Quarkkeulchen', recipeCategory: null });
    expect((await search('quark')).names).toEqual(['Quarkkeulchen']);
    await call(t.app, {
      method: 'PUT',
      url: `/api/v1/recipes/${dish.id}`,
      headers: cook.headers,
      payload: { name: 'Zwiebelkuchen' },
    });
    expect((await search('quark')).names).toEqual([]);
    expect((await search('zwiebel')).names).toEqual(['Zwiebelkuchen']);
    await call(t.app, { method: 'DELETE', url: `/api/v1/recipes/${dish.id}`, headers: cook.headers });
    expect((await search('zwiebel')).names).toEqual([]);
  });
});

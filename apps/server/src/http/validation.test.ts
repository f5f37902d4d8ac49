import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@recipes/contracts';
import { call, signUp, type Member } from '../test/api.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let cook: Member;
beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app);
});
afterAll(async () => t.close());

async function register(language: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/users/register',
    headers: { 'accept-language': language },
    payload: { username: 'A!', email: 'not-an-address', password: 'short', name: 42 },
  });
  expect(res.status).toBe(400);
  const body = res.body as ErrorBody;
  return Object.fromEntries((body.details ?? []).map((d) => [d.path, d.message]));
}

/** A recipe a member could send from the editor, wrong in the ways the tester found, and a few more. */
const badRecipe = {
  name: '   ',
  recipeIngredients: ['2 eggs', 'salt', 'pepper', 'x'.repeat(1001)],
  keywords: ['quick', 'k'.repeat(101)],
  prepTime: 2.5,
  cookTime: -1,
  active: 'yes',
  recipeCategory: 'not-a-category',
  images: Array.from({ length: 51 }, () => ({ image: '/media/1/a.webp', thumbnail: '', alt: '' })),
};

async function saveBadRecipe(language: string) {
  return call(t.app, {
    method: 'POST',
    url: '/api/v1/recipes',
    headers: { ...cook.headers, 'accept-language': language },
    payload: badRecipe,
  });
}

/** zod's own wording, which is for developers, not for the people who typed the recipe. */
const developerText = /[<>]=?\s*\d|expected|received|Too (small|big)|Invalid (input|option)|string|Zu klein|Quá nhỏ/;

describe('validation details', () => {
  it('are written in the language of Accept-Language', async () => {
    const en = await register('en');
    const de = await register('de-DE,de;q=0.9');
    const vi = await register('vi');
    expect(en).toEqual({
      'body.username': 'A username is 3–32 characters of a-z, 0-9, _ . -',
      'body.email': 'is not a valid e-mail address',
      'body.password': 'at least 8 characters',
      'body.name': 'must be text',
    });
    expect(de).toEqual({
      'body.username': 'Ein Benutzername besteht aus 3–32 Zeichen aus a-z, 0-9, _ . -',
      'body.email': 'ist keine gültige E-Mail-Adresse',
      'body.password': 'mindestens 8 Zeichen',
      'body.name': 'muss ein Text sein',
    });
    expect(vi).toEqual({
      'body.username': 'Tên người dùng gồm 3–32 ký tự a-z, 0-9, _ . -',
      'body.email': 'không phải là địa chỉ e-mail hợp lệ',
      'body.password': 'ít nhất 8 ký tự',
      'body.name': 'phải là văn bản',
    });
  });

  it('say in plain words what is wrong with a recipe, naming the line of a list by its index', async () => {
    const en = await saveBadRecipe('en');
    expect(en.status).toBe(400);
    expect(en.body).toEqual({
      success: false,
      error: 'The request is not valid.',
      code: 'VALIDATION_FAILED',
      timestamp: expect.any(String),
      details: [
        { path: 'body.name', message: 'must not be empty' },
        { path: 'body.recipeCategory', message: 'is not one of the allowed values' },
        { path: 'body.recipeIngredients.3', message: 'at most 1,000 characters' },
        { path: 'body.images', message: 'at most 50 items' },
        { path: 'body.keywords.1', message: 'at most 100 characters' },
        { path: 'body.prepTime', message: 'must be a whole number' },
        { path: 'body.cookTime', message: 'at least 0' },
        { path: 'body.active', message: 'must be yes or no (true or false)' },
      ],
    });

    const de = await saveBadRecipe('de');
    expect(de.body).toMatchObject({ error: 'Die Anfrage ist ungültig.', code: 'VALIDATION_FAILED' });
    expect((de.body as ErrorBody).details).toEqual([
      { path: 'body.name', message: 'darf nicht leer sein' },
      { path: 'body.recipeCategory', message: 'ist keiner der erlaubten Werte' },
      { path: 'body.recipeIngredients.3', message: 'höchstens 1.000 Zeichen' },
      { path: 'body.images', message: 'höchstens 50 Einträge' },
      { path: 'body.keywords.1', message: 'höchstens 100 Zeichen' },
      { path: 'body.prepTime', message: 'muss eine ganze Zahl sein' },
      { path: 'body.cookTime', message: 'mindestens 0' },
      { path: 'body.active', message: 'muss ja oder nein sein (true oder false)' },
    ]);

    const vi = await saveBadRecipe('vi');
    expect(vi.body).toMatchObject({ error: 'Yêu cầu không hợp lệ.', code: 'VALIDATION_FAILED' });
    expect((vi.body as ErrorBody).details).toEqual([
      { path: 'body.name', message: 'không được để trống' },
      { path: 'body.recipeCategory', message: 'không phải là một trong các giá trị được phép' },
      { path: 'body.recipeIngredients.3', message: 'tối đa 1.000 ký tự' },
      { path: 'body.images', message: 'tối đa 50 mục' },
      { path: 'body.keywords.1', message: 'tối đa 100 ký tự' },
      { path: 'body.prepTime', message: 'phải là số nguyên' },
      { path: 'body.cookTime', message: 'ít nhất là 0' },
      { path: 'body.active', message: 'phải là có hoặc không (true hoặc false)' },
    ]);
  });

  it('tell a missing field, out-of-range numbers and a wrong type apart', async () => {
    const missing = await call(t.app, {
      method: 'POST',
      url: '/api/v1/recipes',
      headers: { ...cook.headers, 'accept-language': 'de' },
      payload: { shortDescription: 'No name' },
    });
    expect((missing.body as ErrorBody).details).toEqual([{ path: 'body.name', message: 'muss angegeben werden' }]);

    const page = await call(t.app, {
      method: 'GET',
      url: '/api/v1/recipes?pageSize=500&page=0',
      headers: { 'accept-language': 'vi' },
    });
    expect((page.body as ErrorBody).details).toEqual([
      { path: 'querystring.page', message: 'ít nhất là 1' },
      { path: 'querystring.pageSize', message: 'tối đa là 100' },
    ]);

    const id = await call(t.app, { method: 'GET', url: '/api/v1/recipes/abc', headers: { 'accept-language': 'en' } });
    expect((id.body as ErrorBody).details).toEqual([{ path: 'params.id', message: 'must be a number' }]);
  });

  it('never carry zod’s developer phrasing', async () => {
    for (const language of ['en', 'de', 'vi']) {
      const recipe = (await saveBadRecipe(language)).body as ErrorBody;
      const messages = [...(recipe.details ?? []).map((d) => d.message), ...Object.values(await register(language))];
      expect(messages).toHaveLength(12);
      for (const text of messages) expect(text, language).not.toMatch(developerText);
    }
  });
});

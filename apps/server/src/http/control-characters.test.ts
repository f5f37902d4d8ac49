import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRecipe, signUp, type Member } from '../test/api.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { controlCharacterPaths } from './control-characters.ts';

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
  await createRecipe(t.app, member);
});
afterAll(async () => t?.close());

const refusal = (body: { code: string; error: string; details?: { path: string }[] }) => ({
  code: body.code,
  paths: body.details?.map((d) => d.path),
});

describe('text with control characters', () => {
  it('is refused with a translated 400 naming the field, in query, body and path alike', async () => {
    const category = await call(t.app, { method: 'GET', url: '/api/v1/recipes?category=%00' });
    expect(category.status).toBe(400);
    expect(refusal(category.body)).toEqual({ code: 'VALIDATION_FAILED', paths: ['querystring.category'] });

    const signIn = await call(t.app, {
      method: 'POST',
      url: '/users/authenticate',
      headers: { 'accept-language': 'de' },
      payload: { username: 'cook\u0000', password: 'correct horse battery' },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body.error).toBe('Text darf keine Steuerzeichen (etwa NUL) enthalten.');
    expect(refusal(signIn.body).paths).toEqual(['body.username']);
    expect(signIn.body.details).toEqual([{ path: 'body.username', message: 'darf keine Steuerzeichen enthalten' }]);

    const contact = await call(t.app, {
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Ann', email: 'ann@example.test', subject: 'general', message: 'hello\u0000there' },
    });
    expect(contact.status).toBe(400);
    expect(refusal(contact.body).paths).toEqual(['body.message']);

    const recipe = await call(t.app, {
      method: 'POST',
      url: '/api/v1/recipes',
      headers: member.headers,
      payload: { name: 'Soup\u0007', recipeIngredients: ['salt', 'pep\u001bper'] },
    });
    expect(recipe.status).toBe(400);
    expect(refusal(recipe.body).paths).toEqual(['body.name', 'body.recipeIngredients.1']);

    const slug = await call(t.app, { method: 'GET', url: '/api/v1/recipes/search/soup%00' });
    expect(slug.status).toBe(400);
    expect(refusal(slug.body).paths).toEqual(['params.keywords']);
  });

  it('keeps tabs and line breaks, which text may hold', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/recipes',
      headers: member.headers,
      payload: { name: 'Tab\tsoup', description: 'Line one\r\nLine two' },
    });
    expect(res.status).toBe(201);
    expect(res.body.description).toBe('Line one\r\nLine two');
  });
});

describe('controlCharacterPaths', () => {
  it('walks nested objects and arrays, keys included', () => {
    expect(controlCharacterPaths({ a: ['ok', 'b\u0001'], ['k\u0000']: 1, c: { d: 'e\u001f' } }, 'body')).toEqual([
      'body.k?',
      'body.a.1',
      'body.c.d',
    ]);
    const deep = JSON.parse(`${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`) as unknown;
    expect(controlCharacterPaths(deep, 'body')).toHaveLength(1);
    expect(controlCharacterPaths({ a: 'x\ty\nz\r', n: 5, m: null }, 'body')).toEqual([]);
  });
});

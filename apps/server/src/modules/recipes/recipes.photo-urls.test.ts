import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, solid, red } from '../../test/test-images.ts';

let t: TestApp;
let member: Member;
let photo: { imageURL: string; thumbnailURL: string };

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
  const body = multipartBody([
    { field: 'file', bytes: await solid(800, 600, red).jpeg().toBuffer(), filename: 'a.jpg' },
  ]);
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/v1/images/upload?user_id=${member.id}`,
    headers: { ...body.headers, ...member.headers },
    payload: body.payload,
  });
  photo = res.body;
});
afterAll(async () => t?.close());

const hostile = [
  'javascript:alert(1)',
  'https://tracker.example/pixel.gif',
  '//tracker.example/media/1/0123456789abcdef01234567-800.webp',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '/media/../../etc/passwd',
  '/avatar.png',
];

describe('photo fields of a recipe', () => {
  it("store the site's own uploaded photos", async () => {
    const recipe = await createRecipe(t.app, member, {
      images: [{ image: photo.imageURL, thumbnail: photo.thumbnailURL, alt: 'Soup' }],
      recipeInstructions: [{ instruction: 'Stir.', imageURL: photo.imageURL, thumbnailURL: photo.thumbnailURL }],
    });
    expect(recipe.images[0]?.image).toBe(photo.imageURL);
    expect(recipe.recipeInstructions[0]?.imageURL).toBe(photo.imageURL);
  });

  it.each(hostile)('refuse %s with a translated 400, on create and on update', async (address) => {
    const create = await call(t.app, {
      method: 'POST',
      url: '/api/v1/recipes',
      headers: { ...member.headers, 'accept-language': 'de' },
      payload: { name: 'Soup', images: [{ image: address, thumbnail: '', alt: '' }] },
    });
    expect(create.status).toBe(400);
    expect(create.body.code).toBe('VALIDATION_FAILED');
    expect(create.body.error).toMatch(/^Fotos müssen auf diese Website hochgeladen sein/);
    expect(create.body.details).toContainEqual({ path: 'body.images.0.image', message: create.body.error });

    const recipe = await createRecipe(t.app, member);
    const update = await call(t.app, {
      method: 'PUT',
      url: `/api/v1/recipes/${recipe.id}`,
      headers: member.headers,
      payload: { recipeInstructions: [{ instruction: 'Stir.', imageURL: photo.imageURL, thumbnailURL: address }] },
    });
    expect(update.status).toBe(400);
    expect(update.body.details.map((d: { path: string }) => d.path)).toEqual([
      'body.recipeInstructions.0.thumbnailURL',
    ]);
    const stored = await call(t.app, { method: 'GET', url: `/api/v1/recipes/${recipe.id}` });
    expect(stored.body.recipeInstructions[0].thumbnailURL).toBeNull();
  });
});

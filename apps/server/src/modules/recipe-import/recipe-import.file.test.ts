import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, UploadResponse } from '@recipes/contracts';
import { recipeBody } from '../../sample-content/factories.ts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, red, solid } from '../../test/test-images.ts';
import { addMember, type TestMember } from '../../test/member-fixtures.ts';
import { startFixtureSite, type FixtureSite } from './fixtures/fixture-site.ts';

let t: TestApp;
let site: FixtureSite;
let owner: TestMember;
let other: TestMember;

beforeAll(async () => {
  site = await startFixtureSite();
  t = await createTestApp({ importAllowPrivate: true });
  owner = await addMember(t);
  other = await addMember(t);
});
afterAll(async () => {
  await t.close();
  await site.close();
});

function importFile(member: TestMember, bytes: Buffer, language = 'en') {
  const body = multipartBody([{ field: 'file', bytes, filename: 'export.json', contentType: 'application/json' }]);
  return call(t.app, {
    method: 'POST',
    url: '/api/v1/recipes/import',
    headers: { ...body.headers, ...member.headers, 'accept-language': language },
    payload: body.payload,
  });
}

async function uploadPhoto(member: TestMember): Promise<UploadResponse> {
  const bytes = await solid(320, 240, red).jpeg().toBuffer();
  const body = multipartBody([{ field: 'file', bytes, filename: 'p.jpg' }]);
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/v1/images/upload?user_id=${member.id}`,
    headers: { ...body.headers, ...member.headers },
    payload: body.payload,
  });
  return res.body as UploadResponse;
}

async function createOwn(member: TestMember, overrides: Parameters<typeof recipeBody>[0] = {}): Promise<Recipe> {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/v1/recipes',
    headers: member.headers,
    payload: recipeBody(overrides),
  });
  return res.body as Recipe;
}

const mediaFiles = (member: TestMember) => {
  const dir = path.join(t.config.dataDir, 'media', String(member.id));
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe('POST /api/v1/recipes/import with an export file', () => {
  it('takes back a recipe’s own JSON-LD export, re-attaching the member’s own photo', async () => {
    const photo = await uploadPhoto(owner);
    const original = await createOwn(owner, {
      name: 'Tomato Soup For Export',
      images: [{ image: photo.imageURL, thumbnail: photo.thumbnailURL, alt: 'Soup' }],
      sourceURL: 'https://grandma.example/soup',
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/recipes/${original.id}/export`,
      headers: { 'accept-language': 'de' },
    });
    expect(exported.statusCode).toBe(200);
    const filesBefore = mediaFiles(owner);

    const res = await importFile(owner, exported.rawPayload);
    expect(res.status).toBe(201);
    const [copy] = res.body as Recipe[];
    expect(copy).toMatchObject({
      name: 'Tomato Soup For Export',
      createdByUserId: owner.id,
      recipeCategory: 'soups',
      recipeCuisine: 'italian',
      prepTime: 10,
      cookTime: 25,
      recipeYield: '4 servings',
      keywords: ['tomato', 'quick'],
      sourceURL: 'https://grandma.example/soup',
      recipeIngredients: original.recipeIngredients.filter((line) => !line.startsWith('#')),
      recipeInstructions: original.recipeInstructions,
    });
    expect(copy?.images.map((image) => image.image)).toEqual([photo.imageURL]);
    expect(copy?.id).not.toBe(original.id);
    expect(mediaFiles(owner)).toBe(filesBefore);
  });

  it('takes back the whole collection of GET /users/me/export, drafts staying drafts', async () => {
    const photo = await uploadPhoto(owner);
    const member = await addMember(t);
    for (const name of ['Collection One', 'Collection Two']) {
      await call(t.app, {
        method: 'POST',
        url: '/api/v1/recipes',
        headers: member.headers,
        payload: recipeBody({ name, active: name.endsWith('Two') ? false : true }),
      });
    }
    const collection = await t.app.inject({ method: 'GET', url: '/users/me/export', headers: member.headers });
    expect(collection.statusCode).toBe(200);

    const res = await importFile(member, collection.rawPayload);
    expect(res.status).toBe(201);
    const created = res.body as Recipe[];
    expect(created.map((r) => [r.name, r.active]).sort()).toEqual([
      ['Collection One', true],
      ['Collection Two', false],
    ]);
    const mine = await call(t.app, {
      method: 'GET',
      url: `/api/v1/recipes?user_id=${member.id}`,
      headers: member.headers,
    });
    expect(mine.body).toHaveLength(4);

    // Someone else's /media paths in a collection are not theirs to take: left out.
    const withForeignPhoto = {
      recipes: [
        {
          ...recipeBody({ name: 'Borrowed' }),
          images: [{ image: photo.imageURL, thumbnail: photo.thumbnailURL, alt: '' }],
        },
      ],
    };
    const borrowed = await importFile(other, Buffer.from(JSON.stringify(withForeignPhoto)));
    expect(borrowed.status).toBe(201);
    expect((borrowed.body as Recipe[])[0]?.images).toEqual([]);
  });

  it('downloads photos an outside JSON-LD file names, leaving out the ones that are not images', async () => {
    const file = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Recipe',
          name: 'Outside Recipe',
          image: [`${site.origin}/images/outside.jpg`, `${site.origin}/not-an-image.jpg`],
          recipeIngredient: ['1 egg'],
          recipeInstructions: [{ '@type': 'HowToStep', text: 'Boil the egg for 7 minutes.' }],
        },
      ],
    };
    const res = await importFile(other, Buffer.from(JSON.stringify(file)));
    expect(res.status).toBe(201);
    const [recipe] = res.body as Recipe[];
    expect(recipe?.images).toHaveLength(1);
    expect(recipe?.images[0]?.image).toMatch(new RegExp(`^/media/${other.id}/`));
  });

  it('answers 422 for files that are not exports, storing nothing', async () => {
    const before = await call(t.app, {
      method: 'GET',
      url: `/api/v1/recipes?user_id=${other.id}`,
      headers: other.headers,
    });
    for (const bytes of [
      Buffer.from('not json at all'),
      Buffer.from('{"hello": "world"}'),
      Buffer.from('[]'),
      Buffer.from(JSON.stringify({ recipes: [recipeBody({ name: 'Fine' }), { name: '' }] })),
    ]) {
      const res = await importFile(other, bytes, 'de');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'UNPROCESSABLE', error: expect.stringContaining('kein Rezeptexport') });
    }
    const after = await call(t.app, {
      method: 'GET',
      url: `/api/v1/recipes?user_id=${other.id}`,
      headers: other.headers,
    });
    expect(after.body).toHaveLength((before.body as unknown[]).length);
  });
});

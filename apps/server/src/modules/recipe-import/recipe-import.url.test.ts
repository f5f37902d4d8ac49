import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeDraft } from '@recipes/contracts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMember, type TestMember } from '../../test/member-fixtures.ts';
import { startFixtureSite, type FixtureSite } from './fixtures/fixture-site.ts';

let t: TestApp;
let site: FixtureSite;
let member: TestMember;

beforeAll(async () => {
  site = await startFixtureSite();
  t = await createTestApp({ importAllowPrivate: true });
  member = await addMember(t);
});
afterAll(async () => {
  await t.close();
  await site.close();
});

function importJson(payload: unknown, language = 'en', who: TestMember | null = member) {
  return call(t.app, {
    method: 'POST',
    url: '/api/v1/recipes/import',
    headers: { 'accept-language': language, ...(who ? who.headers : {}) },
    payload: payload as Record<string, unknown>,
  });
}

const stored = (url: string) => fs.existsSync(path.join(t.config.dataDir, url));

describe('POST /api/v1/recipes/import {url}', () => {
  it('answers an English page as a draft whose photos are already the member’s uploads', async () => {
    const pageUrl = site.page('en-wprm-yoast-chocolate-chip-cookies.html');
    const res = await importJson({ url: pageUrl });
    expect(res.status).toBe(200);
    const draft = res.body as RecipeDraft;
    expect(draft).toMatchObject({
      name: 'Chewy Chocolate Chip Cookies',
      recipeCategory: 'desserts',
      recipeCuisine: 'american',
      prepTime: 15,
      cookTime: 10,
      recipeYield: '24 cookies',
      sourceURL: pageUrl,
      active: true,
    });
    expect(draft.recipeIngredients).toHaveLength(9);
    expect(draft.images).toHaveLength(4);
    for (const image of draft.images) {
      expect(image.image).toMatch(new RegExp(`^/media/${member.id}/[0-9a-f]{24}-1600\\.webp$`));
      expect(image.thumbnail).toMatch(new RegExp(`^/media/${member.id}/[0-9a-f]{24}-400\\.webp$`));
      expect(image.alt).toBe('Chewy Chocolate Chip Cookies');
      expect(stored(image.image) && stored(image.thumbnail)).toBe(true);
    }
    expect(site.hits.get('/images/cookies-500x500.jpg')).toBe(1);

    // Not saved yet: saving is the usual create, and the source link stays.
    const mine = await call(t.app, {
      method: 'GET',
      url: `/api/v1/recipes?user_id=${member.id}`,
      headers: member.headers,
    });
    expect(mine.body).toEqual([]);
    const saved = await call(t.app, {
      method: 'POST',
      url: '/api/v1/recipes',
      headers: member.headers,
      payload: draft,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ sourceURL: pageUrl, images: draft.images });
  });

  it('reads German and Vietnamese pages, writing notes in the member’s language', async () => {
    const german = await importJson({ url: site.page('de-wprm-yoast-zwetschgenkuchen.html') }, 'de');
    expect(german.status).toBe(200);
    expect(german.body).toMatchObject({
      name: 'Zwetschgenkuchen vom Blech mit Streuseln',
      recipeCategory: 'baking',
      recipeCuisine: 'german',
    });
    expect((german.body as RecipeDraft).notes).toMatch(/^Originalrezept von Katrin Weber\nNährwerte pro Portion:/);

    const vietnamese = await importJson({ url: `${site.origin}/gzip/pages/vi-jsonld-sections-pho-bo.html` }, 'vi');
    expect(vietnamese.status).toBe(200);
    expect(vietnamese.body).toMatchObject({ name: 'Phở bò Hà Nội', recipeCuisine: 'vietnamese', cookTime: 360 });
    expect((vietnamese.body as RecipeDraft).notes).toBe('Công thức gốc của Nguyễn Thu Hà');
    expect((vietnamese.body as RecipeDraft).images).toHaveLength(2);
  });

  it('reads a page sent as JSON-LD and a page in ISO-8859-1', async () => {
    const json = await importJson({ url: `${site.origin}/recipe.jsonld` });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({
      name: 'Plain JSON-LD Toast',
      recipeInstructions: [{ instruction: 'Toast it.' }],
    });
    const latin1 = await importJson({ url: site.page('de-latin1-sauerbraten.html') });
    expect(latin1.body).toMatchObject({
      name: 'Rheinischer Sauerbraten',
      recipeIngredients: expect.arrayContaining(['2 Lorbeerblätter']),
    });
  });

  it('finds the real recipe behind a stub in a nested graph, and every ingredient of nested microdata', async () => {
    const stub = await importJson({ url: site.page('en-jsonld-graph-stub-sunday-roast-chicken.html') });
    expect(stub.status).toBe(200);
    expect(stub.body).toMatchObject({ name: 'Sunday Roast Chicken', cookTime: 90, recipeYield: '6 servings' });
    const dutch = await importJson({ url: site.page('nl-microdata-nested-stamppot.html') });
    expect(dutch.status).toBe(200);
    const lines = (dutch.body as RecipeDraft).recipeIngredients.filter((line) => !line.startsWith('#'));
    expect(lines).toHaveLength(14);
  });

  it('answers 422 when the page has no recipe or is not a page', async () => {
    for (const url of [site.page('en-no-recipe-blog-post.html'), site.page('en-broken-jsonld-only.html')]) {
      const res = await importJson({ url }, 'de');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        success: false,
        code: 'UNPROCESSABLE',
        error: 'Auf dieser Seite wurde kein Rezept gefunden.',
      });
    }
    const pdf = await importJson({ url: `${site.origin}/pdf` });
    expect(pdf.body).toMatchObject({ code: 'UNPROCESSABLE', error: 'That address is not a web page.' });
  });

  it('answers 400 for other schemes, private link-local targets and pages that are too large', async () => {
    const ftp = await importJson({ url: 'ftp://example.com/recipe' }, 'vi');
    expect(ftp.status).toBe(400);
    expect(ftp.body).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Chỉ có thể nhập từ địa chỉ http và https.' });
    const metadata = await importJson({
      url: `${site.origin}/redirect?to=${encodeURIComponent('http://169.254.169.254/')}`,
    });
    expect(metadata.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: expect.stringContaining('private or local network'),
    });
    const huge = await importJson({ url: `${site.origin}/huge` });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ error: expect.stringContaining('too large') });
    const notUrl = await importJson({ url: 'recipe please' });
    expect(notUrl.body).toMatchObject({ code: 'VALIDATION_FAILED', error: 'That is not a valid web address.' });
  });

  it('answers 502 when the other site fails', async () => {
    const res = await importJson({ url: `${site.origin}/status/503` });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      code: 'UPSTREAM_FAILED',
      error: 'The other site answered with an error instead of the page.',
    });
    const loop = await importJson({ url: `${site.origin}/redirect-chain/9` });
    expect(loop.body).toMatchObject({ code: 'UPSTREAM_FAILED', error: 'The other site redirected too many times.' });
  });

  it('asks for sign-in and for a body', async () => {
    expect((await importJson({ url: site.page('en-rdfa-lentil-soup.html') }, 'en', null)).status).toBe(401);
    for (const payload of [{}, { url: '' }, { url: 1 }, { url: 'https://a.test', text: 'both' }]) {
      expect((await importJson(payload)).status).toBe(400);
    }
  });
});

describe('import refuses loopback without IMPORT_ALLOW_PRIVATE', () => {
  it('answers 400 and never connects', async () => {
    const strict = await createTestApp();
    try {
      const someone = await addMember(strict);
      const before = site.hits.get('/pages/en-rdfa-lentil-soup.html') ?? 0;
      for (const host of [site.origin, site.origin.replace('127.0.0.1', 'localhost')]) {
        const res = await call(strict.app, {
          method: 'POST',
          url: '/api/v1/recipes/import',
          headers: someone.headers,
          payload: { url: `${host}/pages/en-rdfa-lentil-soup.html` },
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          error: expect.stringContaining('private or local network'),
        });
      }
      expect(site.hits.get('/pages/en-rdfa-lentil-soup.html') ?? 0).toBe(before);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/v1/recipes/import {text}', () => {
  it('answers a pasted recipe as a draft', async () => {
    const res = await importJson({
      text: 'Gỏi cuốn\n\nNguyên liệu\n- 200 g tôm\n- bánh tráng\n\nCách làm\n1. Luộc tôm.\n2. Cuốn.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Gỏi cuốn',
      recipeIngredients: ['200 g tôm', 'bánh tráng'],
      recipeInstructions: [{ instruction: 'Luộc tôm.' }, { instruction: 'Cuốn.' }],
      images: [],
      sourceURL: '',
    });
  });

  it('reads yield and times written in a sentence', async () => {
    const res = await importJson({
      text: 'Apfelkuchen\nFür 4 Personen. Zubereitung 15 Minuten, Backzeit 40 Min.\nZutaten\n3 Äpfel\nZubereitung\nBacken.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ recipeYield: '4 Personen', prepTime: 15, cookTime: 40 });
  });

  it('answers 422 with a hint when no ingredients or steps are found', async () => {
    const res = await importJson({ text: 'Just a title\nand a sentence.' }, 'de');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'UNPROCESSABLE', error: expect.stringContaining('„Zutaten“') });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryKeys, cuisineKeys, type RecipeImage, type RecipeInstruction } from '@recipes/contracts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { samplePassword } from './members.ts';
import { seedIfEmpty } from './seed.ts';

let testApp: TestApp;

const counts = async () => {
  const { db } = testApp.database;
  const count = (table: 'users' | 'recipes' | 'ratings') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  return { users: await count('users'), recipes: await count('recipes'), ratings: await count('ratings') };
};

beforeAll(async () => {
  testApp = await createTestApp();
  const addSamplePhotos = await seedIfEmpty(testApp.app.services, testApp.app.log);
  await addSamplePhotos?.();
}, 240_000);

afterAll(async () => {
  await testApp?.close();
});

describe('seedIfEmpty', () => {
  it('creates at least 40 active recipes over every category and cuisine', async () => {
    const rows = await testApp.database.db.selectFrom('recipes').selectAll().execute();
    const active = rows.filter((r) => r.active === 1);
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(rows.length - active.length).toBeGreaterThanOrEqual(2);
    expect(new Set(active.map((r) => r.recipe_category))).toEqual(new Set(categoryKeys));
    expect(new Set(active.map((r) => r.recipe_cuisine))).toEqual(new Set(cuisineKeys));
  });

  it('includes German and Vietnamese recipes, written in their languages', async () => {
    const rows = await testApp.database.db.selectFrom('recipes').select(['name', 'recipe_cuisine']).execute();
    const names = rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Käsespätzle', 'Rinderrouladen', 'Phở bò', 'Cà phê sữa đá']));
    expect(rows.filter((r) => r.recipe_cuisine === 'german').length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((r) => r.recipe_cuisine === 'vietnamese').length).toBeGreaterThanOrEqual(8);
  });

  it('rates recipes so that averages and counts differ, and leaves a few unrated', async () => {
    const active = await testApp.database.db
      .selectFrom('recipes')
      .select(['average_rating', 'rating_count'])
      .where('active', '=', 1)
      .execute();
    const rated = active.filter((r) => r.rating_count > 0);
    expect(new Set(rated.map((r) => r.average_rating)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rated.map((r) => r.rating_count)).size).toBeGreaterThanOrEqual(3);
    expect(active.length - rated.length).toBeGreaterThanOrEqual(2);
    const overall = rated.reduce((sum, r) => sum + r.average_rating! * r.rating_count, 0) / (await counts()).ratings;
    expect(overall).toBeGreaterThan(3.3);
  });

  it('stores every gallery and step photo through the upload pipeline', async () => {
    const rows = await testApp.database.db.selectFrom('recipes').select(['images', 'recipe_instructions']).execute();
    const urls = rows.flatMap((r) => {
      const images = JSON.parse(r.images) as RecipeImage[];
      const steps = JSON.parse(r.recipe_instructions) as RecipeInstruction[];
      return [
        ...images.flatMap((i) => [i.image, i.thumbnail]),
        ...steps.flatMap((s) => (s.imageURL ? [s.imageURL] : [])),
      ];
    });
    expect(rows.every((r) => (JSON.parse(r.images) as RecipeImage[]).length >= 1)).toBe(true);
    expect(urls.some((u) => u.includes('-400.'))).toBe(true);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\//);
      expect(fs.existsSync(path.join(testApp.config.dataDir, url))).toBe(true);
    }
  });

  it('lets people sign in as a sample member', async () => {
    const auth = await testApp.app.services.accounts.authenticate(
      { username: 'linh.nguyen', password: samplePassword },
      '127.0.0.1',
    );
    expect(auth.name).toBe('Nguyễn Thu Linh');
    expect(auth.email).toBe('linh.nguyen@example.com');
  });

  it('does nothing the second time', async () => {
    const before = await counts();
    expect(await seedIfEmpty(testApp.app.services, testApp.app.log)).toBeNull();
    expect(await counts()).toEqual(before);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Review } from '@recipes/contracts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMember, addRecipe, type TestMember } from '../../test/member-fixtures.ts';

let t: TestApp;
let author: TestMember;
let cook: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  [author, cook] = await Promise.all([addMember(t), addMember(t)]);
  // The database refuses every new rating: the review written with it must not stay behind.
  const db = t.database.db;
  if ('pgSchema' in t.storage) {
    await sql
      .raw(
        `CREATE FUNCTION refuse_rating() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
      )
      .execute(db);
    await sql
      .raw('CREATE TRIGGER refuse_rating BEFORE INSERT ON ratings FOR EACH ROW EXECUTE FUNCTION refuse_rating()')
      .execute(db);
  } else {
    await sql
      .raw(`CREATE TRIGGER refuse_rating BEFORE INSERT ON ratings BEGIN SELECT RAISE(ABORT, 'refused'); END`)
      .execute(db);
  }
});
afterAll(async () => t.close());

it('writes a review and its stars as one: a refused rating leaves no review behind', async () => {
  const recipeId = await addRecipe(t, author.id);
  const url = `/api/v1/recipes/${recipeId}/reviews`;
  const refused = await call(t.app, {
    method: 'POST',
    url,
    headers: cook.headers,
    payload: { rating: 4, text: 'Good' },
  });
  expect(refused.status).toBe(500);
  const listed = await call(t.app, { method: 'GET', url });
  expect(listed.body as Review[]).toEqual([]);
  const recipe = await call(t.app, { method: 'GET', url: `/api/v1/recipes/${recipeId}` });
  expect(recipe.body).toMatchObject({ ratingCount: 0, reviewCount: 0 });

  // Without stars nothing is refused, and the member may still write their review.
  const written = await call(t.app, { method: 'POST', url, headers: cook.headers, payload: { text: 'Good' } });
  expect(written.status).toBe(201);
});

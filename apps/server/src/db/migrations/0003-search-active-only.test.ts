import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRecipe, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { up } from './0003-search-active-only.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('takes the search documents of inactive recipes out and keeps the others', async () => {
  const { db, dialect } = t.database;
  const { search } = t.app.services;
  const cook = await signUp(t.app);
  const shown = await createRecipe(t.app, cook, { name: 'Mohnkuchen' });
  const draft = await createRecipe(t.app, cook, { name: 'Mohnstrudel', active: false });
  // The state before this migration: every recipe indexed, whether active or not.
  const draftRow = await db.selectFrom('recipes').selectAll().where('id', '=', draft.id).executeTakeFirstOrThrow();
  await search.index(db, { ...draftRow, active: 1 });
  expect(await search.storedDocument(db, draft.id)).not.toBeNull();

  await up(db as unknown as Kysely<unknown>, { dialect });

  expect(await search.storedDocument(db, draft.id)).toBeNull();
  expect(await search.storedDocument(db, shown.id)).toMatchObject({ name: 'mohnkuchen' });
  expect(await search.search(db, ['mohn'], { limit: 10, offset: 0 })).toEqual({ ids: [shown.id], total: 1 });
});

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, signUp } from '../../test/api.ts';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.ts';
import { down, up } from './0013-drop-prefix-counts-and-vector-indexes.ts';

// PostgreSQL only: SQLite never had the counts or the GIN indexes.
describe.skipIf(testDialect !== 'postgres')('migration 0013', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const present = async () => {
    const { rows } = await sql<{ name: string }>`select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace
        and relname in ('recipe_search_prefixes', 'recipe_search_vector', 'recipe_search_head')
      order by 1`.execute(t.database.db);
    return rows.map((row) => row.name);
  };

  it('drops the prefix counts and the vector indexes, and down brings them back filled', async () => {
    const cook = await signUp(t.app);
    await createRecipe(t.app, cook, { name: 'Chicken Curry' });
    expect(await present()).toEqual([]);
    const raw = t.database.db as unknown as Kysely<unknown>;
    await down(raw, { dialect: 'postgres' });
    expect(await present()).toEqual(['recipe_search_head', 'recipe_search_prefixes', 'recipe_search_vector']);
    const { rows } = await sql<{ anywhere: number }>`select anywhere from recipe_search_prefixes
      where prefix = 'chick'`.execute(t.database.db);
    expect(rows.map((row) => Number(row.anywhere))).toEqual([1]);
    await up(raw, { dialect: 'postgres' });
    expect(await present()).toEqual([]);
    // Recipe writes go on without the counts' trigger.
    await createRecipe(t.app, cook, { name: 'Chicken Soup' });
    const { search } = t.app.services;
    expect((await search.search(t.database.db, ['chick'], { limit: 5, offset: 0 })).total).toBe(2);
  });
});

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRecipe, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { toNewRecipeRow } from '../../modules/recipes/recipe-mapper.ts';
import { down, up } from './0004-parsed-ingredients.ts';

let t: TestApp;

/** Back to the state before this migration (no parsed columns), then the migration again. */
async function migrateAgain(): Promise<void> {
  const raw = t.database.db as unknown as Kysely<unknown>;
  await down(raw);
  await up(raw, { dialect: t.database.dialect });
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('adds the columns and parses every recipe that was stored before', async () => {
  const { db } = t.database;
  const cook = await signUp(t.app);
  const step = (instruction: string) => ({ instruction, imageURL: null, thumbnailURL: null });
  const older = await createRecipe(t.app, cook, {
    name: 'Gulasch',
    recipeIngredients: ['800 g Rindergulasch', '2 EL Paprikapulver'],
    recipeInstructions: [step('2 Stunden schmoren.')],
  });
  const plain = await createRecipe(t.app, cook, { name: 'Leer', recipeIngredients: [], recipeInstructions: [] });
  await migrateAgain();

  const rows = await db
    .selectFrom('recipes')
    .select(['id', 'parsed_ingredients', 'instruction_timers'])
    .where('id', 'in', [older.id, plain.id])
    .orderBy('id')
    .execute();
  expect(JSON.parse(rows[0]!.parsed_ingredients)).toEqual(older.parsedIngredients);
  expect(JSON.parse(rows[0]!.parsed_ingredients)[0]).toMatchObject({
    quantity: 800,
    unit: 'g',
    ingredient: 'Rindergulasch',
  });
  expect(JSON.parse(rows[0]!.instruction_timers)).toEqual([[{ seconds: 7200, maxSeconds: null }]]);
  expect(rows[1]).toMatchObject({ parsed_ingredients: '[]', instruction_timers: '[]' });
});

it('parses in batches: more rows than one statement takes all come out parsed', async () => {
  const { db } = t.database;
  const cook = await signUp(t.app);
  const now = new Date().toISOString();
  const count = 2300;
  // Rows written straight to the table, as before this migration (the parsed columns go below).
  const values = Array.from({ length: count }, (_, i) =>
    toNewRecipeRow(
      {
        name: `Bulk ${i}`,
        recipeIngredients: [`${i + 1} g Zucker`],
        recipeInstructions: [{ instruction: `${(i % 50) + 1} Minuten backen`, imageURL: null, thumbnailURL: null }],
      },
      cook.id,
      now,
    ),
  );
  for (let i = 0; i < values.length; i += 200)
    await db
      .insertInto('recipes')
      .values(values.slice(i, i + 200))
      .execute();
  await migrateAgain();

  const rows = await db
    .selectFrom('recipes')
    .select(['name', 'parsed_ingredients', 'instruction_timers'])
    .where('name', 'like', 'Bulk %')
    .execute();
  expect(rows).toHaveLength(count);
  for (const row of rows) {
    const i = Number(row.name.slice('Bulk '.length));
    expect(JSON.parse(row.parsed_ingredients)).toEqual([
      expect.objectContaining({ quantity: i + 1, unit: 'g', ingredient: 'Zucker' }),
    ]);
    expect(JSON.parse(row.instruction_timers)).toEqual([[{ seconds: ((i % 50) + 1) * 60, maxSeconds: null }]]);
  }
  const unparsed = await sql<{
    n: number;
  }>`select count(*) as n from recipes where parsed_ingredients = '[]' and recipe_ingredients <> '[]'`.execute(db);
  expect(Number(unparsed.rows[0]?.n)).toBe(0);
});

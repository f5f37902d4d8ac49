import { sql, type Kysely } from 'kysely';
import { createParsedColumnsReader } from '../../modules/recipes/parsed-lines.ts';
import { parseJsonArray } from '../../modules/recipes/recipe-mapper.ts';
import type { MigrationContext } from './migration-context.ts';

/** Rows read per batch. */
const rowsPerBatch = 2000;
/** PostgreSQL writes this many rows per statement (three parameters each). */
const rowsPerUpdate = 300;

interface StoredText {
  id: number;
  recipe_ingredients: string;
  recipe_instructions: string;
}

const parsedColumns = createParsedColumnsReader();

/** The same reading a write would store, from the row's own text (decision 0012). */
function columnsOf(row: StoredText) {
  const lines = parseJsonArray(row.recipe_ingredients).filter((line): line is string => typeof line === 'string');
  const steps = parseJsonArray(row.recipe_instructions).flatMap((step) =>
    typeof step === 'object' && step !== null && typeof (step as { instruction?: unknown }).instruction === 'string'
      ? [{ instruction: (step as { instruction: string }).instruction }]
      : [],
  );
  return parsedColumns(lines, steps);
}

/**
 * Adds the parsed ingredients and step timers to every recipe, then reads all existing rows in id
 * order, a batch at a time. PostgreSQL writes many rows per statement (`update … from (values …)`,
 * a hash join); SQLite, in process, is fastest with one primary-key update per row, since its
 * planner would scan the table for every row of a joined list.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('recipes')
    .addColumn('parsed_ingredients', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('recipes')
    .addColumn('instruction_timers', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  let after = 0;
  for (;;) {
    const { rows } = await sql<StoredText>`
      select id, recipe_ingredients, recipe_instructions from recipes
      where id > ${after} order by id limit ${rowsPerBatch}`.execute(db);
    if (rows.length === 0) return;
    if (dialect === 'postgres') await updateManyAtOnce(db, rows);
    else await updateOneByOne(db, rows);
    after = Number(rows[rows.length - 1]!.id);
  }
}

async function updateManyAtOnce(db: Kysely<unknown>, rows: readonly StoredText[]): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerUpdate) {
    const values = rows.slice(start, start + rowsPerUpdate).map((row) => {
      const columns = columnsOf(row);
      return sql`(cast(${row.id} as integer), ${columns.parsed_ingredients}, ${columns.instruction_timers})`;
    });
    await sql`
      update recipes set parsed_ingredients = parsed.ingredients, instruction_timers = parsed.timers
      from (values ${sql.join(values)}) as parsed (id, ingredients, timers)
      where recipes.id = parsed.id`.execute(db);
  }
}

async function updateOneByOne(db: Kysely<unknown>, rows: readonly StoredText[]): Promise<void> {
  for (const row of rows) {
    const columns = columnsOf(row);
    await sql`
      update recipes set parsed_ingredients = ${columns.parsed_ingredients}, instruction_timers = ${columns.instruction_timers}
      where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recipes').dropColumn('instruction_timers').execute();
  await db.schema.alterTable('recipes').dropColumn('parsed_ingredients').execute();
}

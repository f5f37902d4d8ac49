/**
 * `npm run bench:data -- --recipes 100000`: a large, realistic data set for `npm run bench`,
 * written in bulk (multi-row inserts in big transactions) into the real schema (the app's own
 * migrations) with the app's own search-index code. SQLite by default; PostgreSQL when
 * DATABASE_URL is set (into the schema `--pg-schema`, default `bench`, which is replaced).
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { createDatabase, type Database, type Executor } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { fillSearchWords } from '../../apps/server/src/db/migrations/0011-search-words.ts';
import type { WrittenRecipeRow } from '../../apps/server/src/db/schema.ts';
import { createRng } from '../../apps/server/src/sample-content/art/random.ts';
import { hashPassword } from '../../apps/server/src/modules/accounts/password.ts';
import { searchTerms } from '../../apps/server/src/modules/recipes/search/search-document.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { numberFlag, parseFlags } from '../lib/flags.ts';
import { benchTarget, type BenchTarget } from '../lib/target.ts';
import { storeBenchPhotos } from './photos.ts';
import { ratingRows, recipeRow, type RatingRowDraft } from './recipe-rows.ts';
import { searchWords } from './vocabulary.ts';

const flags = parseFlags(process.argv.slice(2));
const recipeTotal = numberFlag(flags, 'recipes', 100_000);
const memberTotal = numberFlag(flags, 'members', Math.min(5000, Math.max(50, Math.round(recipeTotal / 20))));
const ratingsPerRecipe = numberFlag(flags, 'ratings-per-recipe', 10.3);
const photoCount = numberFlag(flags, 'photos', 12);
const target = benchTarget({ dataDir: flags.get('data-dir'), pgSchema: flags.get('pg-schema') });

// Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
const recipeChunk = 1000;
const ratingChunk = 5000;
// Rows per transaction: big enough to amortise commits, small enough to keep memory flat.
const recipesPerTransaction = 10_000;

async function freshDatabase(target: BenchTarget): Promise<Database> {
  fs.rmSync(path.join(target.dataDir, 'media'), { recursive: true, force: true });
  if (target.databaseUrl) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${target.pgSchema} cascade`);
    await admin.query(`create schema ${target.pgSchema}`);
    await admin.end();
    return createDatabase({ databaseUrl: target.databaseUrl });
  }
  const file = path.join(target.dataDir, 'recipes.sqlite');
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  return createDatabase({ sqliteFile: file });
}

function lap(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const ms = now - last;
    last = now;
    return Math.round(ms);
  };
}

async function insertMembers(db: Executor, total: number): Promise<void> {
  // One real argon2id hash for everyone: members can sign in with 'bench password', and the
  // load takes seconds instead of hours.
  const passwordHash = await hashPassword('bench password');
  const now = new Date().toISOString();
  for (let first = 1; first <= total; first += recipeChunk) {
    const rows = [];
    for (let id = first; id < Math.min(first + recipeChunk, total + 1); id++) {
      const username = `bench_member_${id}`;
      rows.push({
        id,
        username,
        username_lower: username,
        email: `${username}@bench.example`,
        name: `Bench Member ${id}`,
        password_hash: passwordHash,
        profile_picture: null,
        roles: '["user"]',
        facebook_id: null,
        google_id: null,
        created_at: now,
        updated_at: now,
      });
    }
    await db.insertInto('users').values(rows).execute();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const phase = lap();
  const database = await freshDatabase(target);
  await migrateToLatest(database);
  const { db, dialect } = database;
  const config = loadConfig({ DATA_DIR: target.dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const services = createServices(database, config, Fastify({ logger: false }).log);
  if (dialect === 'sqlite') {
    // Only for the load: a crash mid-load just means running the generator again.
    for (const pragma of ['synchronous = OFF', 'cache_size = -262144', 'temp_store = MEMORY']) {
      await sql.raw(`pragma ${pragma}`).execute(db);
    }
  }
  if (dialect === 'postgres') {
    // The words of decision 0038 are kept by a trigger on each index write: for the load it is
    // off, and the table is filled once at the end.
    await sql`alter table recipe_search disable trigger recipe_search_words_keep`.execute(db);
  }
  const times: Record<string, number> = { migrate: phase() };

  await db.transaction().execute((tx) => insertMembers(tx, memberTotal));
  times.members = phase();
  const photos = await storeBenchPhotos(services.photos, 1, photoCount);
  times.photos = phase();

  const rng = createRng('bench data');
  const now = Date.now();
  const spanMs = 3 * 365 * 24 * 3600 * 1000;
  const context = { rng, photos, members: memberTotal, startMs: now - spanMs, spanMs, total: recipeTotal };
  let ratingTotal = 0;
  let recipesMs = 0;
  let ratingsMs = 0;
  for (let first = 1; first <= recipeTotal; first += recipesPerTransaction) {
    const last = Math.min(first + recipesPerTransaction - 1, recipeTotal);
    const rows: WrittenRecipeRow[] = [];
    for (let id = first; id <= last; id++) rows.push(recipeRow(id, context));
    await db.transaction().execute(async (tx) => {
      for (let i = 0; i < rows.length; i += recipeChunk) {
        await tx.insertInto('recipes').values(rows.slice(i, i + recipeChunk)).execute();
      }
      for (const row of rows) await services.search.index(tx, row);
    });
    recipesMs += phase();
    const ratings: RatingRowDraft[] = rows.flatMap((row) => ratingRows(row, ratingsPerRecipe, memberTotal, rng));
    await db.transaction().execute(async (tx) => {
      for (let i = 0; i < ratings.length; i += ratingChunk) {
        await tx.insertInto('ratings').values(ratings.slice(i, i + ratingChunk)).execute();
      }
    });
    ratingTotal += ratings.length;
    ratingsMs += phase();
    process.stdout.write(`\r${last} recipes, ${ratingTotal} ratings`);
  }
  process.stdout.write('\n');
  Object.assign(times, { recipes: recipesMs, ratings: ratingsMs });

  // The stored aggregates, as the ratings service keeps them, computed once in SQL.
  await sql`update recipes set
      average_rating = (select avg(rating) from ratings where ratings.recipe_id = recipes.id),
      rating_count = (select count(*) from ratings where ratings.recipe_id = recipes.id)`.execute(db);
  times.aggregates = phase();

  if (dialect === 'postgres') {
    await sql`delete from recipe_search_words`.execute(db);
    await fillSearchWords(db);
    await sql`alter table recipe_search enable trigger recipe_search_words_keep`.execute(db);
    for (const table of ['users', 'recipes', 'ratings']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
    }
    await sql`vacuum analyze`.execute(db);
  } else {
    await sql`insert into recipe_search (recipe_search) values ('optimize')`.execute(db);
    await sql`analyze`.execute(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  }
  times.finish = phase();

  const common = await services.search.search(db, searchTerms(searchWords.common), { limit: 1, offset: 0 });
  const rare = await services.search.search(db, searchTerms(searchWords.rare), { limit: 1, offset: 0 });
  await database.destroy();
  const summary = {
    dialect,
    dataDir: target.dataDir,
    ...(dialect === 'postgres' ? { schema: target.pgSchema } : {}),
    members: memberTotal,
    recipes: recipeTotal,
    ratings: ratingTotal,
    photos: photos.length,
    searchMatches: { [searchWords.common]: common.total, [searchWords.rare]: rare.total },
    seconds: Math.round((performance.now() - started) / 100) / 10,
    phasesMs: times,
  };
  fs.writeFileSync(path.join(target.dataDir, 'bench-data.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(JSON.stringify(summary, null, 2));
}

await main();

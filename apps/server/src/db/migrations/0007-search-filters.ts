import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * Filters and sort (CONTRACT "Filters and sort", decision 0011). What the filters read is derived
 * from columns recipes already have, so the database keeps it current on every write, the
 * ratings service included, without application code: generated columns on PostgreSQL, columns
 * kept by triggers on SQLite.
 * - total_time: prep plus cook minutes; 1,000,000 when neither is known, so such recipes pass no
 *   maxTime (at most 100,000) and sort last by quickest on both databases, straight from an index
 *   (SQLite sorts nulls first, PostgreSQL last).
 * - has_photo: 1 when the gallery has an image.
 * - rating_score: a Bayesian average, (sum of ratings + 5 votes of 3) / (count + 5), so one
 *   5-star vote (3.33) does not beat forty votes averaging 4.5 (4.31).
 */
export const unknownTotalTime = 1_000_000;
const totalTime = sql`case when prep_time is null and cook_time is null then ${sql.lit(unknownTotalTime)}
  else coalesce(prep_time, 0) + coalesce(cook_time, 0) end`;
const hasPhoto = sql`case when images <> '[]' then 1 else 0 end`;
const ratingScore = sql`(coalesce(average_rating, 0) * rating_count + 15.0) / (rating_count + 5)`;

const derivedColumns = sql`total_time = ${totalTime}, has_photo = ${hasPhoto}, rating_score = ${ratingScore}`;

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    for (const [column, type, expression] of [
      ['total_time', sql`integer`, totalTime],
      ['has_photo', sql`integer`, hasPhoto],
      ['rating_score', sql`double precision`, ratingScore],
    ] as const) {
      await sql`alter table recipes add column ${sql.ref(column)} ${type} not null generated always as (${expression}) stored`.execute(
        db,
      );
    }
  } else {
    // SQLite can add only virtual generated columns, and it computes those from the row even when
    // an index holds them, so filtered counts would read every wide row. Plain columns kept by
    // triggers instead: indexes that hold them answer counts and facets alone.
    await sql`alter table recipes add column total_time integer not null default ${sql.lit(unknownTotalTime)}`.execute(
      db,
    );
    await sql`alter table recipes add column has_photo integer not null default 0`.execute(db);
    await sql`alter table recipes add column rating_score real not null default 3`.execute(db);
    await sql`update recipes set ${derivedColumns}`.execute(db);
    await sql`create trigger recipes_filter_columns_insert after insert on recipes begin
      update recipes set ${derivedColumns} where id = new.id; end`.execute(db);
    await sql`create trigger recipes_filter_columns_update
      after update of prep_time, cook_time, images, average_rating, rating_count on recipes begin
      update recipes set ${derivedColumns} where id = new.id; end`.execute(db);
  }

  // Sorted by rating or time, a list walks one of these and stops after a page; the facets and
  // filtered counts read the covering index instead of the wide rows (descriptions, ingredient and
  // step lists). None starts with active, so none competes with the list indexes on active = 1.
  await sql`create index recipes_rating_order on recipes (rating_score desc, id desc)`.execute(db);
  await sql`create index recipes_time_order on recipes (total_time, id desc)`.execute(db);
  await sql`create index recipes_filter_facts on recipes
    (recipe_category, recipe_cuisine, total_time, average_rating, has_photo, active, rating_score, created_at, id)`.execute(
    db,
  );

  if (dialect === 'postgres') {
    // head_vector: name (A), short description and keywords (B), for relevance tiers without
    // reading the large vector; ingredient_vector: what include/exclude match.
    await sql`alter table recipe_search add column head_vector tsvector not null default ''::tsvector`.execute(db);
    await sql`alter table recipe_search add column ingredient_vector tsvector not null default ''::tsvector`.execute(
      db,
    );
    await sql`update recipe_search set
      head_vector = setweight(to_tsvector('simple', document::json->>'name'), 'A') ||
        setweight(to_tsvector('simple', (document::json->>'short_description') || ' ' || (document::json->>'keywords')), 'B'),
      ingredient_vector = to_tsvector('simple', document::json->>'ingredients')`.execute(db);
    await sql`create index recipe_search_head on recipe_search using gin (head_vector)`.execute(db);
    await sql`create index recipe_search_ingredients on recipe_search using gin (ingredient_vector)`.execute(db);
    // The rewrite above leaves the planner with no statistics for the new columns until autovacuum
    // comes by; without them it guessed a sequential scan for every search. An empty database
    // (a new site, a test) is left alone: statistics of no rows would mislead the planner later.
    const { rows } = await sql<{ any: boolean }>`select exists (select 1 from recipes) as any`.execute(db);
    if (rows[0]?.any) {
      await sql`analyze recipes`.execute(db);
      await sql`analyze recipe_search`.execute(db);
    }
  } else {
    // Prefix indexes for one to three letters: a short prefix ('s', 'ch') otherwise merges
    // thousands of words' lists on every query. FTS5 takes the option only when a table is made.
    await sql`create virtual table recipe_search_prefixed using fts5(
      name, short_description, description, ingredients, keywords, taxonomy,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    )`.execute(db);
    await sql`insert into recipe_search_prefixed (rowid, name, short_description, description, ingredients, keywords, taxonomy)
      select rowid, name, short_description, description, ingredients, keywords, taxonomy from recipe_search`.execute(
      db,
    );
    await sql`drop table recipe_search`.execute(db);
    await sql`alter table recipe_search_prefixed rename to recipe_search`.execute(db);
  }
}

export async function down(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  for (const index of ['recipes_rating_order', 'recipes_time_order', 'recipes_filter_facts']) {
    await sql`drop index if exists ${sql.ref(index)}`.execute(db);
  }
  if (dialect === 'sqlite') {
    await sql`drop trigger if exists recipes_filter_columns_insert`.execute(db);
    await sql`drop trigger if exists recipes_filter_columns_update`.execute(db);
  }
  for (const column of ['total_time', 'has_photo', 'rating_score']) {
    await sql`alter table recipes drop column ${sql.ref(column)}`.execute(db);
  }
  if (dialect === 'postgres') {
    await sql`alter table recipe_search drop column head_vector, drop column ingredient_vector`.execute(db);
  }
}

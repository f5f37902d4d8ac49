import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * How many active recipes share each combination of what the facets count (decision 0028):
 * category and cuisine ('' for none), the smallest offered time bound they fit under (15, 30, 60;
 * 0 for none), the whole stars of their average rating (0 when unrated) and the photo flag. A list
 * without words, ingredients or member reads its facets and its count from these few thousand
 * rows instead of grouping every active recipe.
 *
 * Triggers on recipes keep it exact in the transaction of every write: create, edit, photos
 * (has_photo), ratings (average_rating), deactivation and deletion. A write that moves no recipe
 * to another combination changes nothing.
 */
const names = ['category', 'cuisine', 'time_bound', 'rating_floor', 'has_photo'];
const key = (row: 'new' | 'old', dialect: MigrationContext['dialect'], { named = false } = {}) => {
  const r = sql.raw(row);
  // Whole stars: PostgreSQL's cast rounds, SQLite's truncates (ratings are positive).
  const stars =
    dialect === 'postgres' ? sql`floor(${r}.average_rating)::integer` : sql`cast(${r}.average_rating as integer)`;
  const values = [
    sql`coalesce(${r}.recipe_category, '')`,
    sql`coalesce(${r}.recipe_cuisine, '')`,
    sql`case when ${r}.total_time <= 15 then 15 when ${r}.total_time <= 30 then 30
      when ${r}.total_time <= 60 then 60 else 0 end`,
    sql`coalesce(${stars}, 0)`,
    sql`${r}.has_photo`,
  ];
  return sql.join(named ? values.map((value, i) => sql`${value} as ${sql.raw(names[i]!)}`) : values);
};
const columns = sql.raw(names.join(', '));
const watched = sql.raw('active, recipe_category, recipe_cuisine, total_time, average_rating, has_photo');

/** SQLite: one statement adding `delta` to the combination of `row` when `active` holds. */
const add = (row: 'new' | 'old', delta: 1 | -1) =>
  sql`insert into recipe_facet_counts (${columns}, recipes)
    select ${key(row, 'sqlite')}, ${sql.lit(delta)} where ${sql.raw(row)}.active = 1
    on conflict (${columns}) do update set recipes = recipes + ${sql.lit(delta)}`;

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await sql`create table recipe_facet_counts (
    category text not null, cuisine text not null, time_bound integer not null,
    rating_floor integer not null, has_photo integer not null, recipes integer not null,
    primary key (category, cuisine, time_bound, rating_floor, has_photo)
  )`.execute(db);
  if (dialect === 'postgres') {
    // Rows change in key order, after a transaction-scoped lock per schema: transactions that
    // write several recipes (bulk create) never wait on each other in a cycle.
    await sql`create function recipe_facet_counts_keep() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and (row(${key('old', dialect)}, old.active) is not distinct from row(${key('new', dialect)}, new.active)) then
          return null;
        end if;
        perform pg_advisory_xact_lock(hashtext('recipe_facet_counts:' || coalesce(current_schema(), '')));
        insert into recipe_facet_counts as kept (${columns}, recipes)
        select ${columns}, sum(delta) from (
          select ${key('new', dialect)}, 1 where tg_op <> 'DELETE' and new.active = 1
          union all
          select ${key('old', dialect)}, -1 where tg_op <> 'INSERT' and old.active = 1
        ) as change (${columns}, delta)
        group by ${columns} having sum(delta) <> 0 order by ${columns}
        on conflict (${columns}) do update set recipes = kept.recipes + excluded.recipes;
        return null;
      end $$`.execute(db);
    await sql`create trigger recipe_facet_counts_keep after insert or update or delete on recipes
      for each row execute function recipe_facet_counts_keep()`.execute(db);
  } else {
    // SQLite writes one transaction at a time. The derived columns of migration 0007 are set by
    // a trigger's own update, which fires the update trigger here with that step's old and new.
    // A recipe that stays in its combination adds one and takes one away.
    await sql`create trigger recipe_facet_counts_insert after insert on recipes begin ${add('new', 1)}; end`.execute(
      db,
    );
    await sql`create trigger recipe_facet_counts_delete after delete on recipes begin ${add('old', -1)}; end`.execute(
      db,
    );
    await sql`create trigger recipe_facet_counts_update after update of ${watched} on recipes begin
      ${add('old', -1)}; ${add('new', 1)}; end`.execute(db);
  }
  await sql`insert into recipe_facet_counts (${columns}, recipes)
    select ${columns}, count(*) from (select ${key('new', dialect, { named: true })} from recipes as new
      where new.active = 1) as facts group by ${columns}`.execute(db);
}

export async function down(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger recipe_facet_counts_keep on recipes`.execute(db);
    await sql`drop function recipe_facet_counts_keep()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update']) {
      await sql`drop trigger ${sql.raw(`recipe_facet_counts_${name}`)}`.execute(db);
    }
  }
  await sql`drop table recipe_facet_counts`.execute(db);
}

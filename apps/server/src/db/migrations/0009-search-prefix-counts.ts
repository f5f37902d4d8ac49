import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * PostgreSQL only (decision 0028): how many indexed recipes have a word starting with each
 * prefix, in the name (weight A of head_vector), in the head (name, short description,
 * keywords) and anywhere. A one-word search then takes its exact count from one row and knows
 * how large each relevance tier is before it reads any, instead of visiting every match's heap
 * page. The empty prefix counts every recipe with a word.
 *
 * A trigger on recipe_search keeps it exact in the same transaction as every index write
 * (create, edit, deactivate, delete: SearchIndex.index and remove), so no application code can
 * forget it. SQLite needs none: FTS5 counts a prefix from its own lists in a few milliseconds.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create table recipe_search_prefixes (
    prefix text primary key,
    in_name integer not null,
    in_head integer not null,
    anywhere integer not null
  )`.execute(db);
  // Every prefix of every lexeme of one document, once, with where it occurs (1) or not (0).
  // Built from the stored vectors, so the prefixes are exactly what `'term':*` matches.
  await sql`create function recipe_search_prefixes_of(vector tsvector, head tsvector)
    returns table (prefix text, in_name integer, in_head integer, anywhere integer)
    language sql immutable as $$
      select left(lexemes.lexeme, n), max(lexemes.in_name), max(lexemes.in_head), max(lexemes.anywhere)
      from (
        select lexeme, 0 as in_name, 0 as in_head, 1 as anywhere from unnest(vector)
        union all
        select lexeme, case when 'A' = any(weights) then 1 else 0 end, 1, 0 from unnest(head)
      ) as lexemes, generate_series(0, length(lexemes.lexeme)) as n
      group by 1
    $$`.execute(db);
  // Every recipe write changes the same few hot rows ('a', 's', ''), so writes of the search
  // index queue on them anyway; one transaction-scoped lock per schema makes that queue explicit
  // and rules out deadlocks between transactions that index several recipes. Rows change in
  // prefix order all the same.
  await sql`create function recipe_search_prefixes_keep() returns trigger language plpgsql as $$
    declare
      added tsvector := '';
      added_head tsvector := '';
      removed tsvector := '';
      removed_head tsvector := '';
    begin
      if tg_op <> 'DELETE' then added := new.vector; added_head := new.head_vector; end if;
      if tg_op <> 'INSERT' then removed := old.vector; removed_head := old.head_vector; end if;
      if added = removed and added_head = removed_head then return null; end if;
      perform pg_advisory_xact_lock(hashtext('recipe_search_prefixes:' || coalesce(current_schema(), '')));
      insert into recipe_search_prefixes as kept (prefix, in_name, in_head, anywhere)
      select delta.prefix, sum(delta.in_name), sum(delta.in_head), sum(delta.anywhere)
      from (
        select * from recipe_search_prefixes_of(added, added_head)
        union all
        select p.prefix, -p.in_name, -p.in_head, -p.anywhere from recipe_search_prefixes_of(removed, removed_head) as p
      ) as delta
      group by delta.prefix
      having sum(delta.in_name) <> 0 or sum(delta.in_head) <> 0 or sum(delta.anywhere) <> 0
      order by delta.prefix
      on conflict (prefix) do update set in_name = kept.in_name + excluded.in_name,
        in_head = kept.in_head + excluded.in_head, anywhere = kept.anywhere + excluded.anywhere;
      return null;
    end $$`.execute(db);
  await sql`create trigger recipe_search_prefixes_keep after insert or update or delete on recipe_search
    for each row execute function recipe_search_prefixes_keep()`.execute(db);
  await sql`insert into recipe_search_prefixes (prefix, in_name, in_head, anywhere)
    select p.prefix, sum(p.in_name), sum(p.in_head), sum(p.anywhere)
    from recipe_search, recipe_search_prefixes_of(recipe_search.vector, recipe_search.head_vector) as p
    group by p.prefix`.execute(db);
}

export async function down(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`drop trigger recipe_search_prefixes_keep on recipe_search`.execute(db);
  await sql`drop function recipe_search_prefixes_keep()`.execute(db);
  await sql`drop function recipe_search_prefixes_of(tsvector, tsvector)`.execute(db);
  await sql`drop table recipe_search_prefixes`.execute(db);
}

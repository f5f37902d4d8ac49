import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * PostgreSQL only (decision 0038): one narrow row per (word, recipe) of the search index, with
 * where the word occurs as bits: 1 the name (weight A of head_vector), 2 the head (name, short
 * description, keywords), 4 the ingredients; every row counts as "anywhere". A word, or every
 * word starting with a prefix, is then one range of the primary key, read from the index alone.
 * Through the GIN index a common word (garlic: 28,700 of 97,000 recipes) visited most heap pages
 * of the wide recipe_search rows, about 60 ms; the range reads 3 MB in a few.
 *
 * Like recipe_search_prefixes (migration 0009), a trigger on recipe_search keeps it exact in
 * the same transaction as every index write. SQLite needs none: FTS5 reads its own lists.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  // Collation "C": byte order, so a prefix is one range `word >= 'gar' and word < 'gas'`.
  await sql`create table recipe_search_words (
    word text collate "C" not null,
    recipe_id integer not null,
    places smallint not null,
    primary key (word, recipe_id) include (places)
  )`.execute(db);
  await sql`create function recipe_search_words_of(vector tsvector, head tsvector, ingredients tsvector)
    returns table (word text, places smallint)
    language sql immutable as $$
      select lexeme, bit_or(place)::smallint from (
        select lexeme, 0 as place from unnest(vector)
        union all
        select lexeme, case when 'A' = any(weights) then 3 else 2 end from unnest(head)
        union all
        select lexeme, 4 from unnest(ingredients)
      ) as lexemes
      group by lexeme
    $$`.execute(db);
  // Every word of a document is a lexeme of its vector (head and ingredients are parts of it), so
  // the old rows are found by primary key from the old vector: no second index on recipe_id.
  await sql`create function recipe_search_words_keep() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.vector = old.vector and new.head_vector = old.head_vector
        and new.ingredient_vector = old.ingredient_vector then
        return null;
      end if;
      if tg_op <> 'INSERT' then
        delete from recipe_search_words
        where recipe_id = old.recipe_id and word = any(tsvector_to_array(old.vector));
      end if;
      if tg_op <> 'DELETE' then
        insert into recipe_search_words (word, recipe_id, places)
        select w.word, new.recipe_id, w.places
        from recipe_search_words_of(new.vector, new.head_vector, new.ingredient_vector) as w;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger recipe_search_words_keep after insert or update or delete on recipe_search
    for each row execute function recipe_search_words_keep()`.execute(db);
  await fillSearchWords(db);
  // Ingredient matches now read the words' ranges; the GIN index only cost every write.
  await sql`drop index recipe_search_ingredients`.execute(db);
}

/** Every word of every indexed recipe, read from the stored vectors (also after a bulk load). */
export async function fillSearchWords(db: QueryExecutorProvider): Promise<void> {
  await sql`insert into recipe_search_words (word, recipe_id, places)
    select w.word, recipe_search.recipe_id, w.places
    from recipe_search,
      recipe_search_words_of(recipe_search.vector, recipe_search.head_vector, recipe_search.ingredient_vector) as w
    order by 1, 2`.execute(db);
}

export async function down(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create index recipe_search_ingredients on recipe_search using gin (ingredient_vector)`.execute(db);
  await sql`drop trigger recipe_search_words_keep on recipe_search`.execute(db);
  await sql`drop function recipe_search_words_keep()`.execute(db);
  await sql`drop function recipe_search_words_of(tsvector, tsvector, tsvector)`.execute(db);
  await sql`drop table recipe_search_words`.execute(db);
}

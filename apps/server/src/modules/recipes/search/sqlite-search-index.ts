import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import { buildSearchDocument } from './search-document.ts';
import type { MatchScope, SearchHits, SearchIndex } from './search-index.ts';
import { matchesAsPrefix } from './whole-words.ts';

const scopeColumns: Record<MatchScope, string> = {
  anywhere: '',
  head: '{name short_description keywords} : ',
  name: '{name} : ',
  ingredients: '{ingredients} : ',
};

/**
 * Each term becomes a quoted FTS5 string with a prefix star (a one-letter term none: it matches
 * whole words only, decision 0032); quoting (with any quote doubled)
 * keeps FTS5 syntax such as NEAR, AND, '-' or '(' in user input from being interpreted. A scope
 * other than anywhere puts a column filter in front.
 */
function matchExpression(terms: readonly string[], scope: MatchScope = 'anywhere', mode: 'all' | 'any' = 'all') {
  const phrases = terms
    .map((term) => `"${term.replaceAll('"', '""')}"${matchesAsPrefix(term) ? '*' : ''}`)
    .join(mode === 'all' ? ' AND ' : ' OR ');
  return `${scopeColumns[scope]}(${phrases})`;
}

const sqliteMatching = (terms: readonly string[], scope: MatchScope, mode: 'all' | 'any' = 'all') =>
  sql<{
    id: number;
  }>`select rowid as id from recipe_search where recipe_search match ${matchExpression(terms, scope, mode)}`;

/**
 * Words, include and exclude as one FTS5 expression: FTS5 intersects the term lists itself, and
 * the caller tests each id against one set instead of building one set per part.
 */
function sqliteSelecting(terms: readonly string[], include: readonly string[], exclude: readonly string[]) {
  const wanted = [
    ...(terms.length > 0 ? [matchExpression(terms)] : []),
    ...(include.length > 0 ? [matchExpression(include, 'ingredients')] : []),
  ];
  if (wanted.length === 0) return null;
  const all = wanted.map((part) => `(${part})`).join(' AND ');
  const expression = exclude.length > 0 ? `(${all}) NOT (${matchExpression(exclude, 'ingredients', 'any')})` : all;
  return sql<{ id: number }>`select rowid as id from recipe_search where recipe_search match ${expression}`;
}

/**
 * The relevance tiers of decision 0011 as three nested FTS5 expressions: every word in the name;
 * every word in the name, short description or keywords; every word anywhere. Tier n is level n
 * without level n - 1. Each level alone can be read newest first straight from the index.
 */
function levelExpressions(terms: readonly string[]): string[] {
  return [matchExpression(terms, 'name'), matchExpression(terms, 'head'), matchExpression(terms)];
}

/**
 * The statements behind a search, exported so a test can ask the planner how they run. Only
 * active recipes are indexed, so none reads the recipes table; ties go to the newer recipe
 * (the higher id), so pages stay stable.
 *
 * The page is read level by level, each newest first with a limit: FTS5 walks a level's list in
 * rowid order and stops once the page is full, so a common prefix (`s`: 86,000 matches) costs a
 * few dozen rows instead of building two tier sets and sorting every match (decision 0028).
 */
export function sqliteSearchQueries(terms: readonly string[]) {
  return {
    level: (expression: string, limit: number) =>
      sql<{ id: number }>`select rowid as id from recipe_search where recipe_search match ${expression}
        order by rowid desc limit ${limit}`,
    levels: levelExpressions(terms),
    count: sql<{
      total: number;
    }>`select count(*) as total from recipe_search where recipe_search match ${matchExpression(terms)}`,
  };
}

async function sqliteSearch(
  db: Executor,
  terms: readonly string[],
  { limit, offset }: { limit: number; offset: number },
): Promise<SearchHits> {
  const queries = sqliteSearchQueries(terms);
  const count = await queries.count.execute(db);
  const total = Number(count.rows[0]?.total ?? 0);
  // Every match is in the last level, so once the tiers gave `total` ids the levels left add
  // none; the count, cheap from the term lists, goes first and ends the loop.
  const wanted = Math.min(total, offset + limit);
  const ids: number[] = [];
  // The ids of the levels read so far. A level is only left for the next when it gave fewer
  // rows than asked, so then it is all here. Reading the next level past them instead of asking
  // FTS5 for `head NOT name` spares it a second pass over each word's list: `garlic onion`
  // (19,358 matches) took 17 ms that way and takes 13 ms this way (100,000 recipes).
  const earlier = new Set<number>();
  for (const expression of queries.levels) {
    if (ids.length >= wanted) break;
    const { rows } = await queries.level(expression, wanted - ids.length + earlier.size).execute(db);
    for (const { id } of rows) {
      if (!earlier.has(id)) ids.push(id);
      earlier.add(id);
    }
  }
  return { ids: ids.slice(offset, offset + limit), total };
}

/** SQLite: an FTS5 table whose rowid is the recipe id, holding active recipes only. */
export function createSqliteSearchIndex(): SearchIndex {
  return {
    async index(db, row) {
      await sql`delete from recipe_search where rowid = ${row.id}`.execute(db);
      if (row.active !== 1) return;
      const doc = buildSearchDocument(row);
      await sql`insert into recipe_search (rowid, name, short_description, description, ingredients, keywords, taxonomy)
        values (${row.id}, ${doc.name}, ${doc.short_description}, ${doc.description}, ${doc.ingredients},
                ${doc.keywords}, ${doc.taxonomy})`.execute(db);
    },

    async remove(db, recipeId) {
      await sql`delete from recipe_search where rowid = ${recipeId}`.execute(db);
    },

    async search(db, terms, window) {
      return terms.length === 0 ? { ids: [], total: 0 } : sqliteSearch(db, terms, window);
    },

    matching: sqliteMatching,
    selecting: sqliteSelecting,
    // FTS5 reads its own lists; nothing is kept in memory.
    warm: async () => {},

    async storedDocument(db, recipeId) {
      const result = await sql<Record<string, unknown>>`
        select name, short_description, description, ingredients, keywords, taxonomy
        from recipe_search where rowid = ${recipeId}`.execute(db);
      return result.rows[0] ?? null;
    },
  };
}

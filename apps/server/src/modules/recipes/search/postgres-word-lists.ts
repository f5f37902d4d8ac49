import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { WordRange } from './postgres-search-words.ts';
import { matchesAsPrefix } from './whole-words.ts';
import { keptFresh } from '../../freshness/kept-fresh.ts';

/**
 * Every word's rows of recipe_search_words in memory (decision 0044), so a search or a filtered
 * list reads its words' ranges without a statement. Kept fresh as the filter facts are (decision
 * 0039): a change names the recipes it touched, and the next `range` first reads their words
 * again, so an answer never misses a change the instance had heard of when it was asked.
 */
export interface WordLists {
  /** What readWordRange reads from the table for the term: one entry per (word, recipe). */
  range(term: string): Promise<WordRange>;
  /** Recipes whose words may have changed, or 'all' (notices lost: read everything again). */
  changed(ids: readonly number[] | 'all'): void;
  /** Reads the lists now if they are not yet held (at start-up, not on the first search). */
  warm(): Promise<void>;
}

/** A word's rows, each `recipe_id * 8 + places` as in the table's binary reading. */
type PackedRows = Int32Array;

/** A recipe's words as they are now, read again after a change. */
type RecipeWords = { word: string; places: number }[];

/**
 * The lists as read at one time (words in JavaScript's string order, so a prefix is one run of
 * them), and the recipes read again since: their rows in the lists are out of date and skipped
 * (`skipped[id]` is 1 for them, a lookup per row that costs less than the map's). One value, so
 * a range never sees new lists with old changes or the reverse.
 */
interface HeldLists {
  words: string[];
  rows: PackedRows[];
  changed: Map<number, RecipeWords>;
  skipped: Uint8Array;
}

const byWord = (a: { word: string }, b: { word: string }) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

function heldLists(entries: { word: string; rows: PackedRows }[]): HeldLists {
  // The table orders by bytes ("C"); a prefix is also one run in JavaScript's UTF-16 order.
  entries.sort(byWord);
  const words = entries.map((entry) => entry.word);
  return { words, rows: entries.map((entry) => entry.rows), changed: new Map(), skipped: new Uint8Array(0) };
}

function noteChanged(held: HeldLists, id: number, words: RecipeWords): void {
  held.changed.set(id, words);
  if (id >= held.skipped.length) {
    const grown = new Uint8Array(Math.max(id + 1, held.skipped.length * 2));
    grown.set(held.skipped);
    held.skipped = grown;
  }
  held.skipped[id] = 1;
}

export interface WordListsOptions {
  /** Words per statement of the full reading (tests make it small to read in several). */
  wordsPerRead?: number;
  /** Changed recipes held beside the lists before they are folded in. */
  foldAfter?: number;
}

/** How many recipe ids one refresh asks for per statement. */
const idsPerRead = 500;

function firstAtOrAfter(words: readonly string[], term: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Every row, a run of words per statement in the table's order, letting other work run between two. */
async function readAllLists(db: Executor, wordsPerRead: number): Promise<HeldLists> {
  const read: { word: string; rows: PackedRows }[] = [];
  let after: string | null = null;
  for (;;) {
    const from: RawBuilder<unknown> = after === null ? sql`true` : sql`word > ${after}`;
    const { rows }: { rows: { word: string; rows: Buffer }[] } = await sql<{ word: string; rows: Buffer }>`select word,
        string_agg(int4send(recipe_id * 8 + places), '') as rows
      from recipe_search_words where ${from} group by word order by word limit ${wordsPerRead}`.execute(db);
    for (const row of rows) {
      const packed = new Int32Array(row.rows.length / 4);
      for (let i = 0; i < packed.length; i++) packed[i] = row.rows.readInt32BE(i * 4);
      read.push({ word: row.word, rows: packed });
    }
    if (rows.length < wordsPerRead) break;
    after = rows[rows.length - 1]!.word;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return heldLists(read);
}

/** The words of these recipes as the table holds them now; a recipe no longer indexed has none. */
async function readRecipeWords(db: Executor, ids: readonly number[]): Promise<Map<number, RecipeWords>> {
  const found = new Map<number, RecipeWords>(ids.map((id) => [id, []]));
  const { rows } = await sql<{ recipe_id: number; word: string; places: number }>`
    select s.recipe_id, w.word, w.places
    from recipe_search as s, recipe_search_words_of(s.vector, s.head_vector, s.ingredient_vector) as w
    where s.recipe_id = any(${[...ids]}::int[])`.execute(db);
  for (const row of rows) found.get(row.recipe_id)?.push({ word: row.word, places: Number(row.places) });
  return found;
}

/**
 * The lists with the changed recipes folded in: their old rows out of every list, their words'
 * rows in. One pass over every row (about 3.5 million for 100,000 recipes).
 */
function foldIn(held: HeldLists): HeldLists {
  const added = new Map<string, number[]>();
  for (const [id, words] of held.changed) {
    for (const { word, places } of words) {
      const rows = added.get(word) ?? [];
      rows.push(id * 8 + places);
      added.set(word, rows);
    }
  }
  const next: { word: string; rows: PackedRows }[] = [];
  held.words.forEach((word, index) => {
    const old = held.rows[index]!;
    const kept = old.filter((packed) => held.skipped[packed >> 3] !== 1);
    const joining = added.get(word);
    added.delete(word);
    const rows = joining ? Int32Array.from([...kept, ...joining]) : kept;
    if (rows.length > 0) next.push({ word, rows });
  });
  for (const [word, rows] of added) next.push({ word, rows: Int32Array.from(rows) });
  return heldLists(next);
}

/** The term's rows: the lists' runs it starts, less the changed recipes, plus their new words. */
function rangeOf(lists: HeldLists, term: string): WordRange {
  const prefix = matchesAsPrefix(term);
  const matches = (word: string) => (prefix ? word.startsWith(term) : word === term);
  const runs: PackedRows[] = [];
  let size = 0;
  for (let i = firstAtOrAfter(lists.words, term); i < lists.words.length && matches(lists.words[i]!); i++) {
    runs.push(lists.rows[i]!);
    size += lists.rows[i]!.length;
  }
  const extra: number[] = [];
  for (const [id, words] of lists.changed) {
    for (const { word, places } of words) if (matches(word)) extra.push(id * 8 + places);
  }
  const ids = new Int32Array(size + extra.length);
  const places = new Uint8Array(size + extra.length);
  let n = 0;
  for (const run of runs) {
    for (let i = 0; i < run.length; i++) {
      const packed = run[i]!;
      if (lists.skipped[packed >> 3] === 1) continue;
      ids[n] = packed >> 3;
      places[n++] = packed & 7;
    }
  }
  for (const packed of extra) {
    ids[n] = packed >> 3;
    places[n++] = packed & 7;
  }
  return { ids: ids.subarray(0, n), places: places.subarray(0, n) };
}

export function createWordLists(
  db: Executor,
  { wordsPerRead = 2000, foldAfter = 1000 }: WordListsOptions = {},
): WordLists {
  const kept = keptFresh<HeldLists>({
    all: () => readAllLists(db, wordsPerRead),
    async some(held, ids) {
      for (let i = 0; i < ids.length; i += idsPerRead) {
        for (const [id, words] of await readRecipeWords(db, ids.slice(i, i + idsPerRead))) noteChanged(held, id, words);
      }
      return held.changed.size > foldAfter ? foldIn(held) : held;
    },
  });

  return {
    range: async (term) => rangeOf(await kept.current(), term),
    changed: kept.changed,
    warm: async () => {
      await kept.current();
    },
  };
}

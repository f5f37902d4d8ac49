import { SqliteAdapter } from 'kysely';
import type { RecipeFacets } from '@recipes/contracts';
import type { Dialect, Executor } from '../../../db/database.ts';
import { followRecipeChanges } from '../../freshness/kept-fresh.ts';
import type { ChangeFeed } from '../../freshness/change-feed.ts';
import type { SearchIndex } from '../search/search-index.ts';
import { countOf, facetsOfFacts, pageIdsOf, type Candidates } from './fact-queries.ts';
import { createFactTable, type FactColumns } from './fact-table.ts';
import type { FilteredListSpec } from './filtered-recipes.repository.ts';
import { wordSetsOf, type IdList, type WordSets } from './fact-word-sets.ts';

/**
 * Filtered lists, searches, counts and facets answered from the fact columns (decision 0039):
 * the search index gives the words' id lists, the columns everything else, a member's own list
 * with its drafts included (decision 0041). The SQL of filtered-recipes.repository.ts and
 * recipe-facets.ts gives the same answers; the tests and `bench:filters` compare the two.
 */
export interface FactAnswers {
  /** One page of ids and the number of recipes in all, from one reading of the words. */
  page(spec: FilteredListSpec, limit: number, offset: number): Promise<{ ids: number[]; total: number }>;
  count(spec: FilteredListSpec): Promise<number>;
  facets(spec: FilteredListSpec): Promise<RecipeFacets>;
  /** Reads the columns now if they are not yet held (at start-up, not on the first question). */
  warm(): Promise<void>;
}

/** Slots marked in every list (each list may repeat an id); null lists mean no condition. */
function inEvery(facts: FactColumns, lists: readonly IdList[]): Uint8Array {
  const hits = new Uint8Array(facts.size);
  if (lists.length === 1) {
    const list = lists[0]!;
    for (let i = 0; i < list.length; i++) {
      const id = list[i]!;
      const slot = facts.slotOf(id);
      if (slot !== -1) hits[slot] = 1;
    }
    return hits;
  }
  // Counts how many lists hold each slot, once per list however often it repeats an id.
  const seenIn = new Int32Array(facts.size).fill(-1);
  lists.forEach((list, index) => {
    for (let i = 0; i < list.length; i++) {
      const slot = facts.slotOf(list[i]!);
      if (slot === -1 || seenIn[slot] === index) continue;
      seenIn[slot] = index;
      if (hits[slot] === index) hits[slot] = index + 1;
    }
  });
  for (let slot = 0; slot < facts.size; slot++) hits[slot] = hits[slot] === lists.length ? 1 : 0;
  return hits;
}

function candidatesOf(facts: FactColumns, sets: WordSets): Candidates {
  let slots: Int32Array | null = null;
  if (sets.required) {
    const marks = inEvery(facts, sets.required);
    const found: number[] = [];
    for (let slot = 0; slot < facts.size; slot++) if (marks[slot] === 1) found.push(slot);
    slots = Int32Array.from(found);
  }
  const excluded = sets.excluded.length > 0 ? new Uint8Array(facts.size) : null;
  for (const list of sets.excluded) {
    for (let i = 0; i < list.length; i++) {
      const slot = facts.slotOf(list[i]!);
      if (slot !== -1) excluded![slot] = 1;
    }
  }
  let tiers: Uint8Array | null = null;
  if (sets.name.length > 0) {
    const name = inEvery(facts, sets.name);
    const head = inEvery(facts, sets.head);
    tiers = new Uint8Array(facts.size);
    for (let slot = 0; slot < facts.size; slot++) tiers[slot] = name[slot] === 1 ? 0 : head[slot] === 1 ? 1 : 2;
  }
  return { slots, excluded, tiers };
}

export function createFactAnswers({
  db,
  search,
  changes,
  loadChunk,
}: {
  db: Executor;
  search: SearchIndex;
  changes: ChangeFeed;
  /** Rows per statement of the first reading (tests make it small to read in several). */
  loadChunk?: number;
}): FactAnswers {
  const dialect: Dialect = db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
  const table = createFactTable(db, loadChunk === undefined ? {} : { loadChunk });
  followRecipeChanges(changes, table);
  const ask = async <T>(spec: FilteredListSpec, answer: (facts: FactColumns, candidates: Candidates) => T) => {
    // The words first: a change noticed meanwhile is then in the columns read after them.
    const sets = await wordSetsOf(db, dialect, search, spec);
    const facts = await table.current();
    return answer(facts, candidatesOf(facts, sets));
  };
  return {
    page: (spec, limit, offset) => ask(spec, (facts, candidates) => pageIdsOf(facts, spec, candidates, limit, offset)),
    count: (spec) => ask(spec, (facts, candidates) => countOf(facts, spec, candidates)),
    facets: (spec) => ask(spec, (facts, candidates) => facetsOfFacts(facts, spec, candidates)),
    warm: async () => {
      await table.current();
    },
  };
}

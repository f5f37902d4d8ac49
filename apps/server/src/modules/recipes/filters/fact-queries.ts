import { maxTimeOptions, minRatingOptions, type RecipeFacets, type RecipeSort } from '@recipes/contracts';
import type { FactColumns } from './fact-table.ts';
import type { FilteredListSpec } from './filtered-recipes.repository.ts';

/**
 * Which recipes a question starts from: `slots` (null for every recipe in the table), less those
 * marked in `excluded`; `tiers` holds each slot's relevance tier when the sort needs it.
 */
export interface Candidates {
  slots: Int32Array | null;
  excluded: Uint8Array | null;
  tiers: Uint8Array | null;
}

// A bit per facet dimension a recipe fails; facets count a recipe for a dimension when it fails
// no other one (the usual facet rule, as facetsOf in recipe-facets.ts).
const failsCategory = 1;
const failsCuisine = 2;
const failsTime = 4;
const failsRating = 8;
const failsPhoto = 16;
/** Fails something no facet counts (member, cuisine list, a draft): never counted. */
const failsAlways = 32;

/** The facts test of one spec, built once per question. */
function checkerOf(facts: FactColumns, { list, filters }: FilteredListSpec) {
  const category = list.category === undefined ? null : facts.numberOf(list.category);
  const cuisine = list.cuisine === undefined ? null : facts.numberOf(list.cuisine);
  const cuisines = list.cuisines === undefined ? null : new Set(list.cuisines.map((key) => facts.numberOf(key)));
  const { maxTime, minRating, hasPhoto } = filters;
  return (slot: number): number => {
    let fails = 0;
    // Drafts only where the SQL shows them too: the owner's own list (listsInactiveOf).
    if (!list.includeInactive && facts.active[slot] !== 1) fails |= failsAlways;
    if (list.ownerId !== undefined && facts.owner[slot] !== list.ownerId) fails |= failsAlways;
    if (cuisines && !(facts.cuisine[slot]! >= 0 && cuisines.has(facts.cuisine[slot]!))) fails |= failsAlways;
    // A key no recipe has (number -1) must match nothing, not the recipes without one.
    if (category !== null && (category < 0 || facts.category[slot] !== category)) fails |= failsCategory;
    if (cuisine !== null && (cuisine < 0 || facts.cuisine[slot] !== cuisine)) fails |= failsCuisine;
    if (maxTime !== undefined && !(facts.totalTime[slot]! <= maxTime)) fails |= failsTime;
    if (minRating !== undefined && !(facts.averageRating[slot]! >= minRating)) fails |= failsRating;
    if (hasPhoto && facts.hasPhoto[slot] !== 1) fails |= failsPhoto;
    return fails;
  };
}

/**
 * Calls `visit` for every candidate slot of a present recipe, newest slots first: a page sorted
 * newest first then fills with its best at once and few later slots enter it.
 */
function eachCandidate(facts: FactColumns, { slots, excluded }: Candidates, visit: (slot: number) => void) {
  if (slots) {
    for (let i = slots.length - 1; i >= 0; i--) {
      const slot = slots[i]!;
      if (facts.present[slot] === 1 && excluded?.[slot] !== 1) visit(slot);
    }
    return;
  }
  for (let slot = facts.size - 1; slot >= 0; slot--) {
    if (facts.present[slot] === 1 && excluded?.[slot] !== 1) visit(slot);
  }
}

export function countOf(facts: FactColumns, spec: FilteredListSpec, candidates: Candidates): number {
  const check = checkerOf(facts, spec);
  let total = 0;
  eachCandidate(facts, candidates, (slot) => {
    if (check(slot) === 0) total++;
  });
  return total;
}

export function facetsOfFacts(facts: FactColumns, spec: FilteredListSpec, candidates: Candidates): RecipeFacets {
  const check = checkerOf(facts, spec);
  // Counters by number, not maps: this loop runs once per recipe, 97,000 times for a plain list.
  const categories = new Int32Array(facts.nameCount);
  const cuisines = new Int32Array(facts.nameCount);
  const timeBounds = Float64Array.from(maxTimeOptions);
  const ratingBounds = Float64Array.from(minRatingOptions);
  const time = new Int32Array(timeBounds.length);
  const rating = new Int32Array(ratingBounds.length);
  let photo = 0;
  // The columns read once, not once per recipe: about 2 ms of a plain list's 7.
  const { category: categoryOf, cuisine: cuisineOf, totalTime, averageRating, hasPhoto } = facts;
  eachCandidate(facts, candidates, (slot) => {
    const fails = check(slot);
    if (fails !== 0 && (fails & (fails - 1)) !== 0) return; // two or more: no facet counts it
    const category = categoryOf[slot]!;
    if ((fails & ~failsCategory) === 0 && category >= 0) categories[category]!++;
    const cuisine = cuisineOf[slot]!;
    if ((fails & ~failsCuisine) === 0 && cuisine >= 0) cuisines[cuisine]!++;
    if ((fails & ~failsTime) === 0) {
      const minutes = totalTime[slot]!;
      for (let b = 0; b < timeBounds.length; b++) if (minutes <= timeBounds[b]!) time[b]!++;
    }
    if ((fails & ~failsRating) === 0) {
      const average = averageRating[slot]!;
      for (let b = 0; b < ratingBounds.length; b++) if (average >= ratingBounds[b]!) rating[b]!++;
    }
    if ((fails & ~failsPhoto) === 0 && hasPhoto[slot] === 1) photo++;
  });
  const named = (counts: Int32Array) => {
    const byKey: Record<string, number> = {};
    counts.forEach((count, number) => {
      if (count > 0) byKey[facts.nameOf(number)] = count;
    });
    return byKey;
  };
  return {
    category: named(categories),
    cuisine: named(cuisines),
    maxTime: Object.fromEntries(maxTimeOptions.map((bound, i) => [String(bound), time[i]!])) as RecipeFacets['maxTime'],
    minRating: Object.fromEntries(
      minRatingOptions.map((bound, i) => [String(bound), rating[i]!]),
    ) as RecipeFacets['minRating'],
    hasPhoto: photo,
  };
}

/** Whether slot `a` comes before slot `b` in a sort; ties always go to the newer recipe (higher id). */
function orderOf(facts: FactColumns, sort: RecipeSort, tiers: Uint8Array | null) {
  const byId = (a: number, b: number) => facts.id[a]! > facts.id[b]!;
  const by = (column: Float64Array | Uint8Array, direction: 1 | -1) => (a: number, b: number) =>
    column[a] === column[b] ? byId(a, b) : direction * (column[a]! - column[b]!) < 0;
  if (sort === 'relevance' && tiers) return by(tiers, 1);
  if (sort === 'rating') return by(facts.ratingScore, -1);
  if (sort === 'quickest') return by(facts.totalTime, 1);
  return by(facts.createdAt, -1);
}

/**
 * The ids of one page, and how many recipes pass in all: the first `offset + limit` passing recipes kept in a heap whose top is
 * the worst of them, so a question over every recipe costs n log(page end), not a full sort.
 */
export function pageIdsOf(
  facts: FactColumns,
  spec: FilteredListSpec,
  candidates: Candidates,
  limit: number,
  offset: number,
): { ids: number[]; total: number } {
  const check = checkerOf(facts, spec);
  const before = orderOf(facts, spec.sort, candidates.tiers);
  const size = offset + limit;
  const heap: number[] = [];
  const worse = (a: number, b: number) => before(b, a);
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < heap.length && worse(heap[left]!, heap[top]!)) top = left;
      if (right < heap.length && worse(heap[right]!, heap[top]!)) top = right;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  let total = 0;
  eachCandidate(facts, candidates, (slot) => {
    if (check(slot) !== 0) return;
    total++;
    if (heap.length < size) {
      heap.push(slot);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (size > 0 && before(slot, heap[0]!)) {
      heap[0] = slot;
      down(0);
    }
  });
  heap.sort((a, b) => (before(a, b) ? -1 : 1));
  return { ids: heap.slice(offset).map((slot) => facts.id[slot]!), total };
}

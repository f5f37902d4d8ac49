/**
 * A one-letter search word matches only that word on its own (`vitamin c`, `plan b`), never as
 * the start of longer words: `s` would find 86% of all recipes, which narrows nothing, and
 * every filter, count and facet of it would have to read them all (decision 0032). Longer words
 * match as prefixes, as before. Letters are counted as code points, as folded text holds them.
 */
export function matchesAsPrefix(term: string): boolean {
  return [...term].length > 1;
}

import type { UnitId } from '../unit-ids.ts';
import { germanUnits } from './units-de.ts';
import { englishUnits } from './units-en.ts';
import { vietnameseUnits } from './units-vi.ts';

/** Single letters whose case decides the unit (`T` tablespoon, `t` teaspoon). */
const caseSensitiveWords = new Set(['T', 't', 'Tb']);

interface UnitEntry {
  word: string;
  unit: UnitId;
}

/**
 * All languages' words in one list, longest first, so `muỗng cà phê` wins over `muỗng` and
 * `fl oz` over `fl`. Recipes mix languages (`2 tbsp nước mắm`), so every line sees every word.
 */
const entries: UnitEntry[] = [englishUnits, germanUnits, vietnameseUnits]
  .flatMap((lexicon) =>
    Object.entries(lexicon).flatMap(([unit, words]) => words.map((word) => ({ word, unit: unit as UnitId }))),
  )
  .sort((a, b) => b.word.length - a.word.length);

/** Entries by their first letter, so a line costs a handful of comparisons, not hundreds. */
const byFirstLetter = new Map<string, UnitEntry[]>();
for (const entry of entries) {
  const first = entry.word.charAt(0).toLowerCase();
  byFirstLetter.set(first, [...(byFirstLetter.get(first) ?? []), entry]);
}
const longestWord = Math.max(...entries.map((entry) => entry.word.length));

export interface UnitMatch {
  unit: UnitId;
  /** Characters used, including a closing dot (`Msp.`, `lb.`). */
  length: number;
}

/** The unit word at the start of `text`, if one stands there as a whole word. */
export function matchUnit(text: string): UnitMatch | null {
  const candidates = byFirstLetter.get(text.charAt(0).toLowerCase());
  if (!candidates) return null;
  const lower = text.slice(0, longestWord + 4).toLowerCase();
  for (const { word, unit } of candidates) {
    const found = caseSensitiveWords.has(word) ? text.startsWith(word) : lower.startsWith(word.toLowerCase());
    if (!found) continue;
    // Chefkoch's plural marks (`Zehe/n`, `Scheibe(n)`) and a closing dot belong to the word.
    const suffix = /^(?:\/n|\/en|\(n\)|\(en\)|\.)/u.exec(text.slice(word.length))?.[0] ?? '';
    const length = word.length + suffix.length;
    if (!isWordEnd(text, length)) continue;
    return { unit, length };
  }
  return null;
}

function isWordEnd(text: string, index: number): boolean {
  return index >= text.length || !/[\p{L}\p{M}\d]/u.test(text.charAt(index));
}

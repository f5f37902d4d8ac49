import type { ParsedIngredient } from '@recipes/contracts';

const wordsOf = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

function containsPhrase(haystack: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= haystack.length; start++) {
    if (phrase.every((word, i) => haystack[start + i] === word)) return true;
  }
  return false;
}

/** A long word's stem, so `onions` finds `onion` and `Zwiebeln` finds `Zwiebel`. */
const stemOf = (word: string) => word.slice(0, Math.max(4, word.length - 2));

/**
 * The ingredient lines a step mentions: the whole ingredient as words of the step (`nước mắm`,
 * `olive oil`), or one of its longer words by stem (`Zwiebeln` in `die Zwiebel schälen`).
 * Case and accents count as written, which keeps Vietnamese `bơ` and `bò` apart.
 */
export function ingredientsForStep(lines: readonly ParsedIngredient[], instruction: string): ParsedIngredient[] {
  const step = wordsOf(instruction);
  return lines.filter((line) => {
    if (line.heading || !line.ingredient) return false;
    const words = wordsOf(line.ingredient);
    if (containsPhrase(step, words)) return true;
    return words.some((word) => word.length >= 4 && step.some((candidate) => candidate.startsWith(stemOf(word))));
  });
}

/**
 * Aisle-like categories for the shopping list, guessed from the ingredient's words with a small
 * keyword table per language. The longest matching keyword wins (`peanut butter` is pantry,
 * `butter` dairy; `tomato paste` pantry, `tomato` produce). Matching follows each language:
 * English allows a plural ending (`tomatoes`), German a compound that ends in the keyword
 * (`Weizenmehl`, `Kirschtomaten`), Vietnamese whole syllables with their tone marks (`bơ` butter,
 * `bò` beef).
 */
import {
  englishKeywords,
  germanKeywords,
  vietnameseKeywords,
  type Aisle,
  type AisleKeywords,
} from './aisle-keywords.ts';

export { aisles, type Aisle } from './aisle-keywords.ts';

function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);
}

type WordMatch = (word: string, key: string) => boolean;

const english: WordMatch = (word, key) =>
  word === key ||
  (word.startsWith(key) && ['s', 'es'].includes(word.slice(key.length))) ||
  (key.endsWith('y') && word === `${key.slice(0, -1)}ies`);
// A compound ending in the keyword, with at most a plural ending after it (Kirschtomaten, Eier).
const german: WordMatch = (word, key) => {
  const at = word.lastIndexOf(key);
  return at >= 0 && word.length - (at + key.length) <= 2;
};
const vietnamese: WordMatch = (word, key) => word === key;

/** A keyword phrase, split into words once rather than on every lookup. */
interface Keyword {
  aisle: Aisle;
  phrase: string;
  keys: string[];
}

/** Whether the phrase's words stand in a row among the tokens, the last one as the language allows. */
function found(tokens: string[], { keys }: Keyword, match: WordMatch): boolean {
  for (let start = 0; start + keys.length <= tokens.length; start++) {
    const fits = keys.every((key, i) => {
      const token = tokens[start + i] ?? '';
      return i === keys.length - 1 ? match(token, key) : token === key;
    });
    if (fits) return true;
  }
  return false;
}

function keywordsOf(table: AisleKeywords): Keyword[] {
  return (Object.entries(table) as [Aisle, string[]][]).flatMap(([aisle, phrases]) =>
    phrases.map((phrase) => ({ aisle, phrase, keys: words(phrase) })),
  );
}

const tables: [Keyword[], WordMatch][] = [
  [keywordsOf(englishKeywords), english],
  [keywordsOf(germanKeywords), german],
  [keywordsOf(vietnameseKeywords), vietnamese],
];

/** The aisle an ingredient is found in, or `other`. */
export function aisleOf(ingredient: string): Aisle {
  const tokens = words(ingredient);
  let best: Aisle = 'other';
  let bestLength = 0;
  for (const [keywords, match] of tables) {
    for (const keyword of keywords) {
      if (keyword.phrase.length > bestLength && found(tokens, keyword, match)) {
        bestLength = keyword.phrase.length;
        best = keyword.aisle;
      }
    }
  }
  return best;
}

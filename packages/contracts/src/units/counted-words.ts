import type { Language } from '../language.ts';

/**
 * Counted ingredients agree with their number when a line is scaled: `2 eggs` at half reads
 * `1 egg`, `1 Ei` doubled reads `2 Eier`. Vietnamese has no plural, so its words never change.
 */
export type PluralForm = 'one' | 'other';

/**
 * The form a number asks for. English and German: one for amounts up to 1 (`1 egg`, `½ egg`,
 * as the unit words do: `½ cup`), other above. Vietnamese: always other (nothing changes).
 */
export function pluralForm(quantity: number, language: Language): PluralForm {
  if (language === 'vi') return 'other';
  return quantity <= 1 + 1e-9 ? 'one' : 'other';
}

/** [singular, plural] of whole words English does not inflect by rule. */
const englishWords: readonly (readonly [string, string])[] = [
  ['leaf', 'leaves'],
  ['loaf', 'loaves'],
  ['half', 'halves'],
  ['knife', 'knives'],
  ['potato', 'potatoes'],
  ['tomato', 'tomatoes'],
  ['mango', 'mangoes'],
  ['chili', 'chilies'],
  ['chilli', 'chillies'],
  ['cookie', 'cookies'],
  ['brownie', 'brownies'],
  ['pie', 'pies'],
  ['tortilla', 'tortillas'],
  ['fish', 'fish'],
  ['shrimp', 'shrimp'],
  ['sheep', 'sheep'],
  ['tooth', 'teeth'],
  ['goose', 'geese'],
];

/** [singular, plural] endings of German words; a compound changes at its end (`Frühlingszwiebeln`). */
const germanEndings: readonly (readonly [string, string])[] = [
  ['ei', 'eier'],
  ['zwiebel', 'zwiebeln'],
  ['tomate', 'tomaten'],
  ['kartoffel', 'kartoffeln'],
  ['karotte', 'karotten'],
  ['möhre', 'möhren'],
  ['zitrone', 'zitronen'],
  ['limette', 'limetten'],
  ['schote', 'schoten'],
  ['apfel', 'äpfel'],
  ['banane', 'bananen'],
  ['zehe', 'zehen'],
  ['gurke', 'gurken'],
  ['avocado', 'avocados'],
  ['schalotte', 'schalotten'],
  ['birne', 'birnen'],
  ['orange', 'orangen'],
  ['blatt', 'blätter'],
  ['chili', 'chilis'],
  ['knolle', 'knollen'],
  ['nelke', 'nelken'],
  ['aubergine', 'auberginen'],
  ['paprikaschote', 'paprikaschoten'],
  ['tortilla', 'tortillas'],
  ['frikadelle', 'frikadellen'],
  ['wurst', 'würste'],
  ['pfirsich', 'pfirsiche'],
];

function englishSingular(word: string): string {
  const lower = word.toLowerCase();
  const known = englishWords.find(([, plural]) => plural === lower);
  if (known) return known[0];
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(ch|sh|x|ss|z)es$/.test(lower)) return lower.slice(0, -2);
  if (/[^su]s$/.test(lower) && !/is$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

function englishPlural(word: string): string {
  const lower = word.toLowerCase();
  const known = englishWords.find(([singular]) => singular === lower);
  if (known) return known[1];
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  if (/(ch|sh|x|s|z)$/.test(lower)) return `${lower}es`;
  return `${lower}s`;
}

/** The new word in the original's case (`Eggs` → `Egg`, `EIER` stays as typed: only lowercase and Capitalised change). */
function inCaseOf(original: string, next: string): string {
  if (original === original.toLowerCase()) return next;
  const capitalised =
    original[0] === original[0]?.toUpperCase() && original.slice(1) === original.slice(1).toLowerCase();
  return capitalised ? `${next[0]?.toUpperCase() ?? ''}${next.slice(1)}` : original;
}

function germanWord(word: string, to: PluralForm): string {
  const lower = word.toLowerCase();
  for (const [singular, plural] of germanEndings) {
    const [from, into] = to === 'one' ? [plural, singular] : [singular, plural];
    // Only a whole word or the end of a compound (`Hühnereier`), never a word that merely ends alike.
    if (!lower.endsWith(from) || (to === 'other' && lower.endsWith(into))) continue;
    const head = word.slice(0, word.length - from.length);
    return head ? `${head}${into}` : inCaseOf(word, into);
  }
  return word;
}

/**
 * The ingredient words in the form a new number asks for: the last word is the counted noun
 * (`large eggs` → `large egg`, `Frühlingszwiebeln` → `Frühlingszwiebel`). Words outside the rules
 * stay as typed.
 */
export function inflectCounted(words: string, language: Language, to: PluralForm): string {
  if (language === 'vi') return words;
  const match = /^(.*?)(\p{L}+)(\P{L}*)$/u.exec(words);
  if (!match) return words;
  const [, before = '', word = '', after = ''] = match;
  let next = word;
  if (language === 'de') next = germanWord(word, to);
  else next = inCaseOf(word, to === 'one' ? englishSingular(word) : englishPlural(word));
  return `${before}${next}${after}`;
}

import type { ParsedIngredient, UnitId } from '../kitchen.ts';
import type { Language } from '../language.ts';
import { numberWords, readAmount, tidy, weakNumberWords, type Amount } from './numbers.ts';
import {
  alternativeWord,
  approximatePrefix,
  looksLikeNote,
  sizeWords,
  trailingNote,
  vaguePrefix,
  vietnameseTrailingSize,
} from './note-words.ts';
import { matchUnit } from './units.ts';

/** A piece of note with where it stood in the line, so notes read in the line's order. */
interface NotePart {
  at: number;
  text: string;
}

interface Head {
  amount: Amount | null;
  unit: UnitId | null;
  /** Where the ingredient words start. */
  end: number;
}

/**
 * Reads one ingredient line: `[approx] amount [size] [unit] [of] [size] ingredient [, note]`,
 * with notes also in parentheses, after `or`, or as a closing phrase (`to taste`). Vietnamese
 * lines may name the ingredient first (`Thịt bò: 300 g`, `Hành tím 3 củ`).
 */
export function parseIngredientLine(text: string, language?: Language): ParsedIngredient {
  const empty: ParsedIngredient = {
    text,
    heading: false,
    quantity: null,
    quantityMax: null,
    unit: null,
    ingredient: null,
    note: null,
  };
  if (text.trimStart().startsWith('#')) return { ...empty, heading: true };
  const notes: NotePart[] = [];
  // Parentheses become blanks of the same length, so positions of later notes stay right.
  const line = text
    .normalize('NFC')
    .replace(/^\s*(?:[-*•·‣▪–]\s+)/u, (bullet) => ' '.repeat(bullet.length))
    .replace(/\(([^()]*)\)|\[([^\]]*)\]/g, (whole: string, round?: string, square?: string, at?: number) => {
      notes.push({ at: at ?? 0, text: (round ?? square ?? '').trim() });
      return ' '.repeat(whole.length);
    });
  if (!/[\p{L}\d½¼¾⅓⅔⅛]/u.test(line)) return empty;

  const head = readHead(line, language, notes);
  let quantity = head.amount?.quantity ?? null;
  let quantityMax = head.amount?.quantityMax ?? null;
  let unit = head.unit;
  let words = line.slice(head.end);
  const wordsAt = head.end;

  const comma = findComma(words);
  if (comma >= 0 && (head.amount !== null || looksLikeNote(words.slice(comma + 1)))) {
    notes.push({ at: wordsAt + comma, text: words.slice(comma + 1) });
    words = words.slice(0, comma);
  }
  if (head.amount === null) {
    const tail = readTrailingAmount(words, language);
    if (tail) {
      ({ quantity, quantityMax, unit } = tail);
      if (tail.note) notes.push({ at: wordsAt + tail.at, text: tail.note });
      words = words.slice(0, tail.at);
    }
  }
  words = splitOff(words, wordsAt, trailingNote, notes);
  words = splitOff(words, wordsAt, vietnameseTrailingSize, notes);
  const alternative = alternativeWord.exec(words);
  if (alternative && alternative.index > 0) {
    notes.push({ at: wordsAt + alternative.index, text: words.slice(alternative.index) });
    words = words.slice(0, alternative.index);
  }
  const ingredient = clean(words.replace(/^(?:of|von)\s+/iu, '').replace(/[:\s]+$/u, ''));
  const note = notes
    .sort((a, b) => a.at - b.at)
    .map((part) => clean(part.text))
    .filter((part) => part !== '')
    .join(', ');
  return {
    ...empty,
    quantity: quantity === null ? null : tidy(quantity),
    quantityMax: quantityMax === null ? null : tidy(quantityMax),
    unit,
    ingredient: ingredient === '' ? null : ingredient,
    note: note === '' ? null : note,
  };
}

/** The amount, size words and unit at the start of the line. */
function readHead(line: string, language: Language | undefined, notes: NotePart[]): Head {
  let at = skipSpace(line, 0);
  const approximate = approximatePrefix.exec(line.slice(at));
  if (approximate) {
    notes.push({ at, text: approximate[0] });
    at = skipSpace(line, at + approximate[0].length);
  }
  let amount = readAmount(line.slice(at), language);
  if (!amount) amount = readNumberWord(line.slice(at));
  if (!amount) {
    const vague = vaguePrefix.exec(line.slice(at));
    if (vague) {
      notes.push({ at, text: vague[0] });
      at += vague[0].length;
    }
    return { amount: null, unit: null, end: at };
  }
  at = skipSpace(line, at + amount.length);
  at = skipSizeWords(line, at, notes);
  const unit = matchUnit(line.slice(at));
  if (unit) {
    at = skipSpace(line, at + unit.length);
    const of = /^(?:of|von)\s+/iu.exec(line.slice(at));
    if (of) at += of[0].length;
    at = skipSizeWords(line, at, notes);
  }
  return { amount, unit: unit?.unit ?? null, end: at };
}

/** `one`, `zwei`, `một`; `a`/`an` and Vietnamese words that are also nouns only before a unit. */
function readNumberWord(text: string): Amount | null {
  const word = /^\p{L}+/u.exec(text)?.[0];
  const value = word === undefined ? undefined : numberWords[word.toLowerCase()];
  if (word === undefined || value === undefined || !/^\s/u.test(text.slice(word.length))) return null;
  const after = text.slice(word.length).trimStart();
  if (weakNumberWords.has(word.toLowerCase()) && !matchUnit(after)) return null;
  return { quantity: value, quantityMax: null, length: word.length };
}

function skipSizeWords(line: string, start: number, notes: NotePart[]): number {
  let at = start;
  for (;;) {
    const word = /^[\p{L}-]+/u.exec(line.slice(at))?.[0];
    if (word === undefined || !sizeWords.has(word.toLowerCase())) return at;
    const next = skipSpace(line, at + word.length);
    if (next >= line.length || line.charAt(next) === ',') return at;
    notes.push({ at, text: word });
    at = next;
  }
}

/** `Thịt bò: 300 g`, `Hành tím 3 củ`, `Nước 1 lít (nước lọc)`: the amount after the name. */
function readTrailingAmount(
  words: string,
  language: Language | undefined,
): { at: number; quantity: number; quantityMax: number | null; unit: UnitId | null; note: string | null } | null {
  const starts = [...words.matchAll(/(?:^|[\s:：])([\d½¼¾⅓⅔⅛])/gu)];
  for (const start of starts) {
    const at = (start.index ?? 0) + start[0].length - 1;
    if (at === 0) continue;
    const amount = readAmount(words.slice(at), language);
    if (!amount) continue;
    let end = skipSpace(words, at + amount.length);
    const unit = matchUnit(words.slice(end));
    if (unit) end = skipSpace(words, end + unit.length);
    const rest = clean(words.slice(end));
    if (!unit && rest !== '') continue;
    return { at, quantity: amount.quantity, quantityMax: amount.quantityMax, unit: unit?.unit ?? null, note: rest || null };
  }
  return null;
}

/** The first comma or semicolon that is not a decimal comma (`1,5`). */
function findComma(text: string): number {
  const match = /[;,](?!\d)|(?<!\d)[;,]/u.exec(text);
  return match ? match.index : -1;
}

function splitOff(words: string, wordsAt: number, pattern: RegExp, notes: NotePart[]): string {
  const match = pattern.exec(words);
  if (!match || match.index === 0 || clean(words.slice(0, match.index)) === '') return words;
  notes.push({ at: wordsAt + match.index, text: match[0] });
  return words.slice(0, match.index);
}

function skipSpace(text: string, at: number): number {
  let index = at;
  while (index < text.length && /\s/u.test(text.charAt(index))) index++;
  return index;
}

function clean(text: string): string {
  return text.replace(/\s+/gu, ' ').replace(/^[\s,;:–-]+|[\s,;:–-]+$/gu, '').trim();
}

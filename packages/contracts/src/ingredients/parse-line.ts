import type { ParsedIngredient } from '../kitchen.ts';
import type { Language } from '../language.ts';
import { readHead } from './line-head.ts';
import { readTail } from './line-tail.ts';
import { clean, type NotePart } from './note-part.ts';
import { alternativeWord, looksLikeNote, trailingNote, vietnameseTrailingSize } from './note-words.ts';
import { tidy } from './numbers.ts';

/**
 * Reads one ingredient line: `[approx] amount [size] [unit] [of] [size] ingredient [, note]`,
 * with notes also in parentheses, after `or`, or as a closing phrase (`to taste`). Lines may name
 * the ingredient first (`Thịt bò: 300 g`, `Hành tím 3 củ`). See docs/decisions/0012.
 */
export function parseIngredientLine(text: string, language?: Language): ParsedIngredient {
  const unread: ParsedIngredient = {
    text,
    heading: false,
    quantity: null,
    quantityMax: null,
    unit: null,
    ingredient: null,
    note: null,
  };
  if (text.trimStart().startsWith('#')) return { ...unread, heading: true };
  const notes: NotePart[] = [];
  const line = blankParentheses(text.normalize('NFC').replace(/⁄/gu, '/'), notes);
  if (!/[\p{L}\d½¼¾⅓⅔⅛]/u.test(line)) return unread;

  const head = readHead(line, language, notes);
  let quantity = head.amount?.quantity ?? null;
  let quantityMax = head.amount?.quantityMax ?? null;
  let unit = head.unit;
  const wordsAt = head.end;
  let words = line.slice(wordsAt);

  const comma = /[;,](?!\d)|(?<!\d)[;,]/u.exec(words)?.index ?? -1;
  if (comma >= 0 && (head.amount !== null || looksLikeNote(words.slice(comma + 1)))) {
    notes.push({ at: wordsAt + comma, text: words.slice(comma + 1) });
    words = words.slice(0, comma);
  }
  if (head.amount === null && head.unit === null) {
    const tail = readTail(words, language);
    if (tail) {
      ({ quantity, quantityMax, unit } = tail);
      if (tail.note) notes.push({ at: wordsAt + tail.at, text: tail.note });
      words = words.slice(0, tail.at);
    }
  }
  words = splitOff(words, wordsAt, trailingNote, notes);
  words = splitOff(words, wordsAt, vietnameseTrailingSize, notes);
  words = splitOff(words, wordsAt, alternativeWord, notes);

  const ingredient = clean(words.replace(/^(?:of|von)\s+/iu, ''));
  const note = notes
    .sort((a, b) => a.at - b.at)
    .map((part) => clean(part.text))
    .filter((part) => part !== '')
    .join(', ');
  return {
    ...unread,
    quantity: quantity === null ? null : tidy(quantity),
    quantityMax: quantityMax === null ? null : tidy(quantityMax),
    unit,
    ingredient: ingredient === '' ? null : ingredient,
    note: note === '' ? null : note,
  };
}

/**
 * Moves `(…)` and `[…]` into the notes and leaves blanks of the same length, so the positions of
 * later notes stay right. A bullet (`-`, `•`, `+`) goes too. Chefkoch's plural endings glued to a
 * word (`Zwiebel(n)`) stay in the word.
 */
function blankParentheses(text: string, notes: NotePart[]): string {
  return text
    .replace(/^\s*[-*•·‣▪–+]\s+/u, (bullet) => ' '.repeat(bullet.length))
    .replace(
      /(?<![\p{L}])\(([^()]*)\)|(?<![\p{L}])\[([^\]]*)\]|(?<=\p{L})\((?!(?:n|en|e|s|er|nen|r)\))([^()]*)\)/gu,
      (whole: string, ...groups: unknown[]) => {
        const inside = groups.slice(0, 3).find((group) => typeof group === 'string') as string | undefined;
        const at = groups.find((group) => typeof group === 'number') as number;
        notes.push({ at, text: inside ?? '' });
        return ' '.repeat(whole.length);
      },
    );
}

/** Cuts the words where `pattern` matches (not at the very start) and keeps the cut as a note. */
function splitOff(words: string, wordsAt: number, pattern: RegExp, notes: NotePart[]): string {
  const match = pattern.exec(words);
  if (!match || match.index === 0 || clean(words.slice(0, match.index)) === '') return words;
  notes.push({ at: wordsAt + match.index, text: match[0] });
  return words.slice(0, match.index);
}

import type { Language } from '../language.ts';

/** Vulgar fractions as cooks type them (`½`, `1½`). */
const unicodeFractions: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const fractionChars = Object.keys(unicodeFractions).join('');

/**
 * Number words that stand for an amount. `a`/`an` only count before a unit word (`a pinch of
 * salt`), because `a` also starts plain ingredient names; the parser checks that.
 */
export const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
  ten: 10,
  twelve: 12,
  half: 0.5,
  ein: 1,
  eine: 1,
  einen: 1,
  einem: 1,
  einer: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  acht: 8,
  zehn: 10,
  zwölf: 12,
  halbe: 0.5,
  halben: 0.5,
  halber: 0.5,
  một: 1,
  hai: 2,
  ba: 3,
  bốn: 4,
  năm: 5,
  sáu: 6,
  nửa: 0.5,
};
/** Words that need a unit after them to count as an amount. */
export const weakNumberWords = new Set(['a', 'an', 'ba', 'năm']);

const digits = String.raw`\d+(?:[.,]\d+)?`;
/** One number: `1 1/2`, `1½`, `1/2`, `1,5`, `1.5`, `½`, `12`. */
const singleNumber = String.raw`(?:\d+\s+\d+\s*\/\s*\d+|\d+\s*[${fractionChars}]|\d+\s*\/\s*\d+|${digits}|[${fractionChars}])`;
const rangeJoin = String.raw`\s*(?:[-–—~]|to|bis|đến|tới|or|oder|hoặc)\s*`;
const amountPattern = new RegExp(String.raw`^(${singleNumber})(?:${rangeJoin}(${singleNumber}))?`, 'u');
const startsLikeNumber = new RegExp(`^[\\d${fractionChars}]`, 'u');
const singlePattern = new RegExp(`^${singleNumber}`, 'u');
const fractionPattern = new RegExp(`^(\\d*) ?([${fractionChars}])$`, 'u');

/** Reads one number as written; language decides whether `1.000` means one thousand (de, vi). */
export function readNumber(written: string, language?: Language): number | null {
  const text = written.replace(/\s+/g, ' ').trim();
  let match = /^(\d+) (\d+) ?\/ ?(\d+)$/.exec(text);
  if (match) return fraction(Number(match[1]) * Number(match[3]) + Number(match[2]), Number(match[3]));
  match = /^(\d+) ?\/ ?(\d+)$/.exec(text);
  if (match) return fraction(Number(match[1]), Number(match[2]));
  match = fractionPattern.exec(text);
  if (match) return Number(match[1] || 0) + (unicodeFractions[match[2] ?? ''] ?? 0);
  if (language !== 'en' && /^[1-9]\d{0,2}\.\d{3}$/.test(text)) return Number(text.replace('.', ''));
  if (language === 'en' && /^[1-9]\d{0,2},\d{3}$/.test(text)) return Number(text.replace(',', ''));
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  return null;
}

function fraction(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}

export interface Amount {
  quantity: number;
  quantityMax: number | null;
  /** Characters of the text the amount used. */
  length: number;
}

/**
 * The amount at the start of `text`: one number or a range (`2–3`, `2 to 3`, `2 bis 3`,
 * `2 đến 3`). A range whose upper end is not larger (`2-1`) is not read as a range.
 */
export function readAmount(text: string, language?: Language): Amount | null {
  if (!startsLikeNumber.test(text)) return null;
  const match = amountPattern.exec(text);
  if (!match?.[1]) return null;
  const quantity = readNumber(match[1], language);
  if (quantity === null) return null;
  const upper = match[2] === undefined ? null : readNumber(match[2], language);
  if (upper !== null && upper > quantity) {
    return { quantity, quantityMax: upper, length: match[0].length };
  }
  const single = singlePattern.exec(text);
  const length = single?.[0].length ?? match[1].length;
  return { quantity, quantityMax: null, length };
}

/** Rounds away float noise (`1/3`) so answers and tests compare cleanly. */
export function tidy(value: number): number {
  return Math.round(value * 10000) / 10000;
}

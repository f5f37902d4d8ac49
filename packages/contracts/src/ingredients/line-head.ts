import type { Language } from '../language.ts';
import { massUnits, volumeUnits, type UnitId } from '../unit-ids.ts';
import { approximatePrefix, fullnessWords, sizeWords, vaguePrefix } from './note-words.ts';
import { clean, skipSpace, type NotePart } from './note-part.ts';
import { numberWords, readAmount, weakNumberWords, type Amount } from './numbers.ts';
import { matchUnit } from './units.ts';

export interface Head {
  amount: Amount | null;
  unit: UnitId | null;
  /** Where the ingredient words start. */
  end: number;
}

/** Units that measure rather than count: a size word after them describes the ingredient. */
const measures = new Set<UnitId>([...massUnits, ...volumeUnits]);
const amountStart = /^[\d½¼¾⅓⅔⅛]/u;

/**
 * The start of a line: `[approx] amount [x size] [size] [unit] [of] [size]`. Also `a few sprigs`
 * (no amount, a unit), `Pinch of salt` (a unit alone means one) and `Juice of 1 lemon`.
 */
export function readHead(line: string, language: Language | undefined, notes: NotePart[]): Head {
  let at = skipPrefix(line, skipSpace(line, 0), approximatePrefix, notes);
  const vagueAt = at;
  at = skipPrefix(line, at, vaguePrefix, notes);
  if (at > vagueAt) return unitWithoutAmount(line, at, null);
  const partOf = /^\p{L}+\s+(?:of|von|của)\s+/iu.exec(line.slice(at));
  if (partOf && amountStart.test(line.slice(at + partOf[0].length))) {
    notes.push({ at, text: partOf[0] });
    at += partOf[0].length;
  }
  const amount = readAmount(line.slice(at), language) ?? readNumberWord(line.slice(at));
  if (!amount) {
    const alone = matchUnit(line.slice(at));
    if (alone && /^\s+(?:of|von)\s/iu.test(line.slice(at + alone.length))) {
      return unitWithoutAmount(line, at, { quantity: 1, quantityMax: null, length: 0 });
    }
    return { amount: null, unit: null, end: at };
  }
  at = skipSpace(line, at + amount.length);
  at = skipPackSize(line, at, language, notes);
  at = skipSizeWords(line, at, notes);
  const unit = matchUnit(line.slice(at));
  if (!unit) return { amount, unit: null, end: at };
  at = skipSpace(line, at + unit.length);
  // Vietnamese `1 lít rưỡi`: one and a half.
  const half = /^rưỡi(?![\p{L}])\s*/u.exec(line.slice(at));
  if (half) {
    amount.quantity += 0.5;
    at += half[0].length;
  }
  // Chefkoch writes the fullness after the unit: `1 TL, gestr. Backpulver`.
  const fullness = /^,\s*/u.exec(line.slice(at));
  if (fullness && skipSizeWords(line, at + fullness[0].length, [], fullnessWords) > at + fullness[0].length) {
    at += fullness[0].length;
    at = skipSizeWords(line, at, notes, fullnessWords);
  }
  const of = /^(?:of|von)\s+/iu.exec(line.slice(at));
  if (of) at += of[0].length;
  at = skipSizeWords(line, at, notes, measures.has(unit.unit) ? fullnessWords : sizeWords);
  return { amount, unit: unit.unit, end: at };
}

function skipPrefix(line: string, at: number, prefix: RegExp, notes: NotePart[]): number {
  const match = prefix.exec(line.slice(at));
  if (!match) return at;
  notes.push({ at, text: match[0] });
  return skipSpace(line, at + match[0].length);
}

/** `a few sprigs of mint`, `Pinch of salt`: a unit word without a number. */
function unitWithoutAmount(line: string, at: number, amount: Amount | null): Head {
  const unit = matchUnit(line.slice(at));
  if (!unit) return { amount, unit: null, end: at };
  let end = skipSpace(line, at + unit.length);
  const of = /^(?:of|von)\s+/iu.exec(line.slice(end));
  if (of) end += of[0].length;
  return { amount, unit: unit.unit, end };
}

/** `one`, `zwei`, `eine halbe`, `một`; `a`/`an` and words that are also nouns only before a unit. */
function readNumberWord(text: string): Amount | null {
  const match = /^(\p{L}+)(?:\s+(\p{L}+))?/u.exec(text);
  const word = match?.[1]?.toLowerCase();
  const value = word === undefined ? undefined : numberWords[word];
  if (!match?.[1] || value === undefined || !/^\s/u.test(text.slice(match[1].length))) return null;
  const second = match[2]?.toLowerCase();
  const half = second === undefined ? undefined : numberWords[second];
  if (value === 1 && half === 0.5) return { quantity: 0.5, quantityMax: null, length: match[0].length };
  if (weakNumberWords.has(word ?? '') && !matchUnit(text.slice(match[1].length).trimStart())) return null;
  return { quantity: value, quantityMax: null, length: match[1].length };
}

/** `1 x 400g tin`: the pack size between the count and the unit is a note. */
function skipPackSize(line: string, at: number, language: Language | undefined, notes: NotePart[]): number {
  const times = /^[x×]\s*/u.exec(line.slice(at));
  if (!times) return at;
  const sizeAt = at + times[0].length;
  const size = readAmount(line.slice(sizeAt), language);
  if (!size) return at;
  const unitAt = skipSpace(line, sizeAt + size.length);
  const unit = matchUnit(line.slice(unitAt));
  if (!unit || !measures.has(unit.unit)) return at;
  const end = unitAt + unit.length;
  notes.push({ at: sizeAt, text: clean(line.slice(sizeAt, end)) });
  return skipSpace(line, end);
}

function skipSizeWords(line: string, start: number, notes: NotePart[], words: Set<string> = sizeWords): number {
  let at = start;
  for (;;) {
    const word = /^[\p{L}-]+\.?/u.exec(line.slice(at))?.[0];
    if (word === undefined || !words.has(word.toLowerCase())) return at;
    const next = skipSpace(line, at + word.length);
    if (next >= line.length || line.charAt(next) === ',') return at;
    notes.push({ at, text: word });
    at = next;
  }
}

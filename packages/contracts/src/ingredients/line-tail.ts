import type { Language } from '../language.ts';
import type { UnitId } from '../unit-ids.ts';
import { clean, skipSpace } from './note-part.ts';
import { readAmount } from './numbers.ts';
import { matchUnit } from './units.ts';

export interface Tail {
  /** Where the amount (or the colon) starts in the words. */
  at: number;
  quantity: number | null;
  quantityMax: number | null;
  unit: UnitId | null;
  note: string | null;
}

/**
 * Vietnamese lists often name the ingredient first: `Thịt bò: 300 g`, `Hành tím 3 củ`,
 * `Gia vị: muối, đường`. Reads the amount after the name, or else takes what follows a colon
 * as the note.
 */
export function readTail(words: string, language: Language | undefined): Tail | null {
  for (const start of words.matchAll(/(?:^|[\s:：])([\d½¼¾⅓⅔⅛])/gu)) {
    const at = (start.index ?? 0) + start[0].length - 1;
    if (at === 0) continue;
    const amount = readAmount(words.slice(at), language);
    if (!amount) continue;
    let end = skipSpace(words, at + amount.length);
    const unit = matchUnit(words.slice(end));
    if (unit) end = skipSpace(words, end + unit.length);
    const rest = clean(words.slice(end));
    if (!unit && rest !== '') continue;
    const { quantity, quantityMax } = amount;
    return { at, quantity, quantityMax, unit: unit?.unit ?? null, note: rest || null };
  }
  const colon = /\s*[:：]\s*/u.exec(words);
  if (!colon || colon.index === 0) return null;
  const note = clean(words.slice(colon.index + colon[0].length));
  return note === '' ? null : { at: colon.index, quantity: null, quantityMax: null, unit: null, note };
}

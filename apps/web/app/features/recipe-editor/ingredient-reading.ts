import type { Language, ParsedIngredient } from '@recipes/contracts';

/** What the editor shows under a line: labelled parts, or that the line was not understood. */
export type IngredientReading =
  | { kind: 'notUnderstood' }
  | {
      kind: 'read';
      amount: string | null;
      unit: ParsedIngredient['unit'];
      count: number;
      ingredient: string | null;
      note: string | null;
    };

/** A line counts as understood when an amount or an ingredient came out of it. */
export function readingOf(parsed: ParsedIngredient, language: Language): IngredientReading {
  if (parsed.quantity === null && parsed.ingredient === null) return { kind: 'notUnderstood' };
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  const amount =
    parsed.quantity === null
      ? null
      : parsed.quantityMax === null
        ? format.format(parsed.quantity)
        : `${format.format(parsed.quantity)}–${format.format(parsed.quantityMax)}`;
  return {
    kind: 'read',
    amount,
    unit: parsed.unit,
    // The unit name agrees with the larger end of a range (`1–2 cloves`).
    count: parsed.quantityMax ?? parsed.quantity ?? 1,
    ingredient: parsed.ingredient,
    note: parsed.note,
  };
}

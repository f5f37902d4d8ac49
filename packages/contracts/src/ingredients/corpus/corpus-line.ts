import type { UnitId } from '../../unit-ids.ts';

/** One corpus line and its expected reading: text, quantity, quantityMax, unit, ingredient, note. */
export type CorpusLine = readonly [
  text: string,
  quantity: number | null,
  quantityMax: number | null,
  unit: UnitId | null,
  ingredient: string | null,
  note: string | null,
];

import type { Language } from '../language.ts';
import type { UnitId } from '../unit-ids.ts';
import type { Amount } from './convert.ts';
import { formatDecimal } from '../plain-formats.ts';
import { unitName } from './unit-names.ts';
import { usesFractions } from './unit-kinds.ts';

const glyphs: [number, string][] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
];

function decimal(value: number, language: Language): string {
  return formatDecimal(value, language, { maximumFractionDigits: 2, useGrouping: false });
}

/**
 * A number as cooks write it: `1 ½` and `⅓` for US measures and counted things, `375` and
 * `1.5` (`1,5` in German and Vietnamese) for metric ones. Call it on a rounded amount.
 */
export function formatQuantity(value: number, unit: UnitId | null, language: Language): string {
  if (!usesFractions(unit)) return decimal(value, language);
  const whole = Math.floor(value + 1e-6);
  const rest = value - whole;
  if (rest < 0.01) return String(whole);
  const glyph = glyphs.find(([fraction]) => Math.abs(fraction - rest) < 0.01)?.[1];
  if (!glyph) return decimal(value, language);
  return whole === 0 ? glyph : `${whole} ${glyph}`;
}

/** `1 ½ cups`, `2–3 EL`, `375 g`, `3`; null when there is no quantity. */
export function formatAmount(amount: Amount, language: Language): string | null {
  const { quantity, quantityMax, unit } = amount;
  if (quantity === null) return null;
  const number =
    quantityMax !== null && quantityMax !== quantity
      ? `${formatQuantity(quantity, unit, language)}–${formatQuantity(quantityMax, unit, language)}`
      : formatQuantity(quantity, unit, language);
  if (unit === null) return number;
  return `${number} ${unitName(unit, language, quantityMax ?? quantity)}`;
}

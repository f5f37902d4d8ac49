import type { Language } from '../language.ts';
import type { ParsedIngredient, UnitSystem } from '../kitchen.ts';
import { convertAmount, type Amount } from './convert.ts';
import { inflectCounted, pluralForm } from './counted-words.ts';
import { formatAmount } from './format.ts';
import { roundAmount } from './rounding.ts';

/** Multiplies a line's amounts (headings and lines without a number stay as they are). */
export function scaleIngredient(line: ParsedIngredient, factor: number): ParsedIngredient {
  if (line.heading || line.quantity === null || factor === 1) return line;
  return {
    ...line,
    quantity: line.quantity * factor,
    quantityMax: line.quantityMax === null ? null : line.quantityMax * factor,
  };
}

/** Scales, converts to the reader's system, and rounds to measurable amounts. */
export function adjustAmount(line: ParsedIngredient, factor: number, system: UnitSystem | null): Amount {
  const scaled = scaleIngredient(line, factor);
  const amount: Amount = { quantity: scaled.quantity, quantityMax: scaled.quantityMax, unit: scaled.unit };
  const converted = system === null ? amount : convertAmount(amount, line.ingredient, system);
  const round = (value: number | null) => (value === null ? null : roundAmount(value, converted.unit));
  return { ...converted, quantity: round(converted.quantity), quantityMax: round(converted.quantityMax) };
}

export interface PresentedIngredient {
  /** `1 ½ cups`; null when the line is shown as typed. */
  amount: string | null;
  /** The ingredient words and note (`flour, sifted`), or the whole line when amount is null. */
  rest: string;
}

/**
 * How a line reads at a scale and in a unit system. A line the author's own amounts already
 * answer (factor 1, nothing to convert) keeps its text as typed; headings, lines without a
 * number and unreadable lines always do.
 */
export function presentIngredient(
  line: ParsedIngredient,
  factor: number,
  system: UnitSystem | null,
  language: Language,
): PresentedIngredient {
  const asTyped = { amount: null, rest: line.text.replace(/^#\s*/, '') };
  if (line.heading || line.quantity === null || !line.ingredient) return asTyped;
  const adjusted = adjustAmount(line, factor, system);
  const unchanged =
    factor === 1 &&
    adjusted.unit === line.unit &&
    adjusted.quantity === roundAmount(line.quantity, line.unit) &&
    adjusted.quantityMax === (line.quantityMax === null ? null : roundAmount(line.quantityMax, line.unit));
  if (unchanged) return asTyped;
  const amount = formatAmount(adjusted, language);
  if (amount === null) return asTyped;
  const ingredient = agreeing(line, adjusted, language);
  return { amount, rest: line.note ? `${ingredient}, ${line.note}` : ingredient };
}

/**
 * A counted ingredient (no unit: `2 eggs`) in the form its new number asks for: `1 egg` at half,
 * `2 Eier` from `1 Ei`. Measured ones (`2 cups flour`) never change: the unit word carries the number.
 */
function agreeing(line: ParsedIngredient, adjusted: Amount, language: Language): string {
  const ingredient = line.ingredient ?? '';
  if (line.unit !== null || adjusted.unit !== null || line.quantity === null || adjusted.quantity === null) {
    return ingredient;
  }
  const before = pluralForm(line.quantityMax ?? line.quantity, language);
  const after = pluralForm(adjusted.quantityMax ?? adjusted.quantity, language);
  return before === after ? ingredient : inflectCounted(ingredient, language, after);
}

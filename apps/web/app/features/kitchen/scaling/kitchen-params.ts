import type { Language, UnitSystem } from '@recipes/contracts';

export const maxServings = 500;

/** The first number of the yield (`4 servings`, `12 cuốn`), or null when it names none. */
export function baseServings(recipeYield: string): number | null {
  const match = /\d+(?:[.,]\d+)?/.exec(recipeYield);
  if (!match) return null;
  const value = Number(match[0].replace(',', '.'));
  return value > 0 ? value : null;
}

/**
 * The servings a reader asked for (`?servings=N`): a whole number from 1 to 500, else the
 * recipe's own. A recipe whose yield names no number counts as one batch.
 */
export function requestedServings(search: URLSearchParams, base: number): number {
  const raw = search.get('servings');
  if (raw === null || !/^\d{1,3}$/.test(raw)) return base;
  const value = Number(raw);
  return value >= 1 && value <= maxServings ? value : base;
}

/** `?units=metric|us`, or null when the link names none. */
export function requestedUnits(search: URLSearchParams): UnitSystem | null {
  const raw = search.get('units');
  return raw === 'metric' || raw === 'us' ? raw : null;
}

/**
 * The unit system a page opens in when neither the link nor the reader chose one: US customary
 * for English (most English-speaking cooks on recipe sites measure in cups), metric for German
 * and Vietnamese. Decision record 0013.
 */
export function defaultUnitSystem(language: Language): UnitSystem {
  return language === 'en' ? 'us' : 'metric';
}

/** The yield text with its number replaced (`4 servings` at 8 → `8 servings`). */
export function scaledYield(recipeYield: string, servings: number): string {
  return recipeYield.replace(/\d+(?:[.,]\d+)?/, String(servings));
}

/** A search string with some parameters set (null removes one), the others kept. */
export function withParams(search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

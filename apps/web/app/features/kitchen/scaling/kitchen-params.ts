import type { UnitSystem } from '@recipes/contracts';

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
 * The unit system amounts are shown in: the link's (`?units=`) first, then the reader's own
 * choice (this browser's, or a member's saved preference); with neither, null: amounts show as
 * the author wrote them, in every language (CONTRACT "Structured ingredients and timers").
 */
export function shownUnitSystem(linked: UnitSystem | null, stored: UnitSystem | null): UnitSystem | null {
  return linked ?? stored ?? null;
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

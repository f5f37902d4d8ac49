import { formatDecimal, maxRating } from '@recipes/contracts/plain';

export type StarFill = 'full' | 'half' | 'empty';

/**
 * SPEC section 9: whole stars up to the rating, a half star when the fractional part is at
 * least .5, the rest empty. No rating (null, 0 ratings) shows five empty stars.
 */
export function starFills(rating: number | null | undefined): StarFill[] {
  const shown = starsShown(rating);
  const whole = Math.floor(shown);
  const half = shown > whole;
  return Array.from({ length: maxRating }, (_, i): StarFill => {
    if (i < whole) return 'full';
    if (i === whole && half) return 'half';
    return 'empty';
  });
}

/** The same rule as one number of stars in half steps: 3.9 shows 3.5, 3.49 shows 3, none shows 0. */
export function starsShown(rating: number | null | undefined): number {
  const value = rating && Number.isFinite(rating) ? Math.min(Math.max(rating, 0), maxRating) : 0;
  const whole = Math.floor(value);
  return value - whole >= 0.5 ? whole + 0.5 : whole;
}

/** One decimal, as people read averages ("4.5"), in the page's language. */
export function formatAverage(rating: number, language: string): string {
  return formatDecimal(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

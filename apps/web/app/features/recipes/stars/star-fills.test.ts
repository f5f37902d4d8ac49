import { describe, expect, it } from 'vitest';
import { formatAverage, starFills } from './star-fills.ts';

describe('starFills', () => {
  it('shows five empty stars without a rating', () => {
    expect(starFills(null)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('adds a half star when the fractional part is at least .5', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.9)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('rounds a fractional part below .5 down', () => {
    expect(starFills(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it('fills all five for a perfect score and never more', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('formats averages with one decimal in the page language', () => {
    expect(formatAverage(4.25, 'en')).toBe('4.3');
    expect(formatAverage(4, 'de')).toBe('4,0');
  });
});

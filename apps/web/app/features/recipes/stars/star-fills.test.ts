import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatAverage, starFills, starsShown } from './star-fills.ts';

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

  it('says the same as one number of stars in half steps', () => {
    for (const rating of [null, 0, 0.49, 0.5, 1, 2.2, 3.49, 3.5, 3.9, 4.99, 5, 7]) {
      const fills = starFills(rating);
      const counted = fills.filter((f) => f === 'full').length + fills.filter((f) => f === 'half').length / 2;
      expect(starsShown(rating)).toBe(counted);
    }
  });

  it('has a stylesheet rule for every number of stars it can show', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'Stars.module.css'), 'utf8');
    const styled = new Set([...css.matchAll(/\[data-stars='([\d.]+)'\]/g)].map((m) => m[1]));
    for (let tenths = 5; tenths <= 50; tenths += 5) expect(styled).toContain(String(tenths / 10));
  });

  it('formats averages with one decimal in the page language', () => {
    expect(formatAverage(4.25, 'en')).toBe('4.3');
    expect(formatAverage(4, 'de')).toBe('4,0');
  });
});

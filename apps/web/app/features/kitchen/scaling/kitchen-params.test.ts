import { describe, expect, it } from 'vitest';
import {
  baseServings,
  requestedServings,
  requestedUnits,
  scaledYield,
  shownUnitSystem,
  withParams,
} from './kitchen-params.ts';

describe('kitchen parameters', () => {
  it('reads the base servings from the yield text', () => {
    expect(baseServings('4 servings')).toBe(4);
    expect(baseServings('12 cuốn')).toBe(12);
    expect(baseServings('Portionen: 6')).toBe(6);
    expect(baseServings('one pot')).toBeNull();
    expect(baseServings('0 servings')).toBeNull();
  });
  it('accepts whole servings from 1 to 500 and falls back to the recipe’s own', () => {
    const read = (query: string) => requestedServings(new URLSearchParams(query), 4);
    expect(read('servings=8')).toBe(8);
    expect(read('servings=0')).toBe(4);
    expect(read('servings=501')).toBe(4);
    expect(read('servings=2.5')).toBe(4);
    expect(read('servings=abc')).toBe(4);
    expect(read('')).toBe(4);
  });
  it('reads the unit system and picks a default per language', () => {
    expect(requestedUnits(new URLSearchParams('units=us'))).toBe('us');
    expect(requestedUnits(new URLSearchParams('units=imperial'))).toBeNull();
    // Without a link's or the reader's choice, amounts stay as the author wrote them (no system).
    expect(shownUnitSystem(null, null)).toBeNull();
    expect(shownUnitSystem(null, 'us')).toBe('us');
    expect(shownUnitSystem('metric', 'us')).toBe('metric');
  });
  it('rewrites the yield and keeps other parameters in links', () => {
    expect(scaledYield('4 người', 8)).toBe('8 người');
    expect(withParams(new URLSearchParams('units=us&lang=de'), { servings: '6' })).toBe('?units=us&lang=de&servings=6');
    expect(withParams(new URLSearchParams('servings=6'), { servings: null })).toBe('');
  });
});

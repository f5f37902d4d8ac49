import { describe, expect, it } from 'vitest';
import { durationMinutes } from './iso-duration.ts';

describe('durationMinutes', () => {
  it.each([
    ['PT15M', 15],
    ['PT1H', 60],
    ['PT1H30M', 90],
    ['PT90M', 90],
    ['P1DT2H', 1560],
    ['P2D', 2880],
    ['P0DT0H20M0S', 20],
    ['PT0.5H', 30],
    ['PT1,5H', 90],
    ['PT20M30S', 21],
    ['pt45m', 45],
    ['P1W', 10080],
    [' PT10M ', 10],
    ['1 hour 15 mins', 75],
    ['20 Minuten', 20],
    ['2 Std. 10 Min.', 130],
    ['45 phút', 45],
    ['1 giờ 30 phút', 90],
    ['25', 25],
    [12, 12],
  ])('%s → %i minutes', (input, minutes) => {
    expect(durationMinutes(input)).toBe(minutes);
  });

  it.each(['', 'P', 'PT', 'soon', null, undefined, -5, {}, 'PTXM'])('%s → null', (input) => {
    expect(durationMinutes(input)).toBeNull();
  });
});

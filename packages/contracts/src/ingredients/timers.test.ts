import { describe, expect, it } from 'vitest';
import { findStepTimers } from './timers.ts';

describe('findStepTimers (CONTRACT.md "Structured ingredients and timers")', () => {
  it.each([
    ['Simmer 20 minutes.', [[1200, null]]],
    ['Bake for 1 hour 15 minutes.', [[4500, null]]],
    ['Bake for 1 hour and 15 minutes.', [[4500, null]]],
    ['Roast 15–20 min until golden.', [[900, 1200]]],
    ['Rest 10 to 15 minutes.', [[600, 900]]],
    ['Blend for 30 seconds.', [[30, null]]],
    ['Let it rest for half an hour.', [[1800, null]]],
    ['Braise 2-3 hours.', [[7200, 10800]]],
    ['Add 1 1/2 hours later.', [[5400, null]]],
    ['A 10-minute rest.', [[600, null]]],
    ['20 Minuten köcheln lassen.', [[1200, null]]],
    ['1 Stunde ruhen lassen.', [[3600, null]]],
    ['1 Stunde 30 Minuten backen.', [[5400, null]]],
    ['Eine halbe Stunde ziehen lassen.', [[1800, null]]],
    ['10 bis 15 Min. garen.', [[600, 900]]],
    ['1,5 Std. schmoren.', [[5400, null]]],
    ['nấu 20 phút', [[1200, null]]],
    ['hầm 1 giờ 30 phút', [[5400, null]]],
    ['xào 30 giây', [[30, null]]],
    ['ninh khoảng 2 tiếng', [[7200, null]]],
    ['ướp 15-20 phút', [[900, 1200]]],
    ['ninh 10 đến 15 phút', [[600, 900]]],
  ])('%s', (text, expected) => {
    expect(findStepTimers(text).map((timer) => [timer.seconds, timer.maxSeconds])).toEqual(expected);
  });

  it('finds every duration in order', () => {
    expect(findStepTimers('Simmer 20 minutes, then bake 1 hour; rest 5 min.')).toEqual([
      { seconds: 1200, maxSeconds: null },
      { seconds: 3600, maxSeconds: null },
      { seconds: 300, maxSeconds: null },
    ]);
  });

  it('ignores temperatures and amounts', () => {
    expect(findStepTimers('Preheat the oven to 180 °C (350°F). Add 2 cups flour and 200 g sugar.')).toEqual([]);
    expect(findStepTimers('Backofen auf 200 Grad vorheizen, 3 EL Öl zugeben.')).toEqual([]);
    expect(findStepTimers('Cho 2 muỗng canh nước mắm, đun ở 100 độ.')).toEqual([]);
    expect(findStepTimers('Cut into 2 cm pieces; use 1 mint sprig.')).toEqual([]);
  });
});

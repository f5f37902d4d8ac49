import type { UnitId } from '../unit-ids.ts';
import { usesFractions } from './unit-kinds.ts';

/** Fractions a cook can measure: eighths and thirds. */
const fractionSteps = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1];

function nearestFraction(value: number): number {
  const whole = Math.floor(value);
  const rest = value - whole;
  let best = 0;
  for (const step of fractionSteps) if (Math.abs(step - rest) < Math.abs(best - rest)) best = step;
  return whole + best;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/**
 * Rounds an amount to what can be measured in its unit: fractions for US measures and counted
 * things (never below ⅛), whole grams and millilitres (steps of 5 from 100, 0.5 below 10),
 * and at most two decimals for kg and l. Never 0 for a positive amount.
 */
export function roundAmount(value: number, unit: UnitId | null): number {
  if (!Number.isFinite(value) || value <= 0) return value;
  let rounded: number;
  // Scales weigh pounds in quarters and ounces in halves; thirds exist only for cups and spoons.
  if (unit === 'lb') return Math.max(roundTo(value, 0.25), 0.25);
  if (unit === 'oz') return Math.max(roundTo(value, value < 4 ? 0.5 : 1), 0.5);
  if (usesFractions(unit)) {
    if (value >= 20) rounded = Math.round(value);
    else if (value >= 10) rounded = roundTo(value, 0.5);
    else rounded = nearestFraction(value);
    if (rounded === 0) rounded = value < 1 / 16 ? 1 / 8 : nearestFraction(Math.max(value, 1 / 8));
    return Number(rounded.toFixed(6));
  }
  if (unit === 'kg' || unit === 'l') rounded = roundTo(value, value < 10 ? 0.05 : 0.5);
  else if (value >= 100) rounded = roundTo(value, 5);
  else if (value >= 10) rounded = Math.round(value);
  else rounded = roundTo(value, value < 1 ? 0.1 : 0.5);
  if (rounded === 0) rounded = 0.1;
  return Number(rounded.toFixed(2));
}

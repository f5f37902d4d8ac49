import type { UnitSystem } from '../kitchen.ts';
import type { UnitId } from '../unit-ids.ts';

/**
 * What each unit id measures and how big it is. Mass is in grams, volume in millilitres (US
 * customary measures). Typed as a full record over UnitId, so a unit added to the contract fails
 * typechecking here until it is classified.
 */
export type UnitKind = 'mass' | 'volume' | 'small' | 'counted' | 'length';

interface UnitInfo {
  kind: UnitKind;
  /** Grams or millilitres per unit; null where the unit does not convert. */
  base: number | null;
  /** The system the unit belongs to; null for units both systems use (spoons, counted things). */
  system: UnitSystem | null;
}

const usCup = 236.588;

export const unitInfo: Record<UnitId, UnitInfo> = {
  mg: { kind: 'mass', base: 0.001, system: 'metric' },
  g: { kind: 'mass', base: 1, system: 'metric' },
  kg: { kind: 'mass', base: 1000, system: 'metric' },
  oz: { kind: 'mass', base: 28.3495, system: 'us' },
  lb: { kind: 'mass', base: 453.592, system: 'us' },
  ml: { kind: 'volume', base: 1, system: 'metric' },
  cl: { kind: 'volume', base: 10, system: 'metric' },
  dl: { kind: 'volume', base: 100, system: 'metric' },
  l: { kind: 'volume', base: 1000, system: 'metric' },
  // Spoons are kitchen measures in both systems (EL/TL, muỗng canh/muỗng cà phê): they never convert.
  tsp: { kind: 'volume', base: usCup / 48, system: null },
  tbsp: { kind: 'volume', base: usCup / 16, system: null },
  cup: { kind: 'volume', base: usCup, system: 'us' },
  fl_oz: { kind: 'volume', base: usCup / 8, system: 'us' },
  pint: { kind: 'volume', base: usCup * 2, system: 'us' },
  quart: { kind: 'volume', base: usCup * 4, system: 'us' },
  gallon: { kind: 'volume', base: usCup * 16, system: 'us' },
  pinch: { kind: 'small', base: null, system: null },
  dash: { kind: 'small', base: null, system: null },
  knife_tip: { kind: 'small', base: null, system: null },
  clove: { kind: 'counted', base: null, system: null },
  piece: { kind: 'counted', base: null, system: null },
  slice: { kind: 'counted', base: null, system: null },
  can: { kind: 'counted', base: null, system: null },
  jar: { kind: 'counted', base: null, system: null },
  bottle: { kind: 'counted', base: null, system: null },
  package: { kind: 'counted', base: null, system: null },
  tub: { kind: 'counted', base: null, system: null },
  cube: { kind: 'counted', base: null, system: null },
  stick: { kind: 'counted', base: null, system: null },
  bunch: { kind: 'counted', base: null, system: null },
  sprig: { kind: 'counted', base: null, system: null },
  stalk: { kind: 'counted', base: null, system: null },
  head: { kind: 'counted', base: null, system: null },
  handful: { kind: 'counted', base: null, system: null },
  sheet: { kind: 'counted', base: null, system: null },
  bowl: { kind: 'counted', base: null, system: null },
  cm: { kind: 'length', base: null, system: 'metric' },
};

/** Units whose amounts are written as fractions (`1 ½ cups`) rather than decimals (`1.5 kg`). */
export function usesFractions(unit: UnitId | null): boolean {
  if (unit === null) return true;
  const info = unitInfo[unit];
  return info.system !== 'metric';
}

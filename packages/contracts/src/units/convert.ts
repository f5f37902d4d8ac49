import type { UnitSystem } from '../kitchen.ts';
import type { UnitId } from '../unit-ids.ts';
import { gramsPerCup } from './density.ts';
import { unitInfo } from './unit-kinds.ts';

/** The measurable part of an ingredient line. */
export interface Amount {
  quantity: number | null;
  quantityMax: number | null;
  unit: UnitId | null;
}

const tbsp = unitInfo.tbsp.base ?? 0;
const cup = unitInfo.cup.base ?? 0;

/** The metric unit a mass or volume reads best in. */
function metricUnit(kind: 'mass' | 'volume', base: number): UnitId {
  if (kind === 'mass') return base >= 1000 ? 'kg' : 'g';
  return base >= 1000 ? 'l' : 'ml';
}

/** The US unit a volume (ml) reads best in: spoons for little, cups up to two quarts. */
function usVolumeUnit(ml: number): UnitId {
  if (ml < tbsp - 0.01) return 'tsp';
  if (ml < cup / 4 - 0.01) return 'tbsp';
  if (ml < cup * 8) return 'cup';
  return 'quart';
}

function usMassUnit(grams: number): UnitId {
  return grams >= (unitInfo.lb.base ?? 0) ? 'lb' : 'oz';
}

function inUnit(base: number | null, unit: UnitId): number | null {
  return base === null ? null : base / (unitInfo[unit].base ?? 1);
}

function rebuild(amount: Amount, factorToBase: number, target: UnitId, convert = (base: number) => base): Amount {
  const toTarget = (value: number | null) => inUnit(value === null ? null : convert(value * factorToBase), target);
  return { quantity: toTarget(amount.quantity), quantityMax: toTarget(amount.quantityMax), unit: target };
}

/**
 * The amount in the reader's unit system (not yet rounded: see roundAmount). Units of the other
 * system convert (mass to mass, volume to volume; grams ↔ cups only for ingredients of the
 * density table), units of the same system move to the size that reads best (1500 g → 1.5 kg,
 * 6 tbsp → ⅓ cup), and spoons, pinches and counted things stay what they are.
 */
export function convertAmount(amount: Amount, ingredient: string | null, system: UnitSystem): Amount {
  const { unit, quantity } = amount;
  if (unit === null || quantity === null) return amount;
  const info = unitInfo[unit];
  if (info.base === null || (info.kind !== 'mass' && info.kind !== 'volume')) return amount;
  const base = quantity * info.base;
  const density = gramsPerCup(ingredient);

  if (system === 'metric') {
    if (info.system === null) return amount; // EL/TL are metric kitchen measures too
    if (info.kind === 'volume' && info.system === 'us' && density !== null) {
      const grams = (base / cup) * density;
      return rebuild(amount, info.base, metricUnit('mass', grams), (ml) => (ml / cup) * density);
    }
    if (info.system === 'metric' && (unit === 'cl' || unit === 'dl' || unit === 'mg')) return amount;
    return rebuild(amount, info.base, metricUnit(info.kind, base));
  }

  // US customary.
  if (info.kind === 'mass') {
    if (info.system === 'metric' && density !== null) {
      const ml = (base / density) * cup;
      // Dry goods are measured in cups however many (never `2 quarts flour`).
      const unit = usVolumeUnit(ml) === 'quart' ? 'cup' : usVolumeUnit(ml);
      return rebuild(amount, info.base, unit, (grams) => (grams / density) * cup);
    }
    if (unit === 'mg') return amount;
    return rebuild(amount, info.base, usMassUnit(base));
  }
  // Spoons stay spoons unless a scaled amount has grown past the next size.
  if (info.system === null && base < (unit === 'tsp' ? tbsp : cup / 4) - 0.01) return amount;
  return rebuild(amount, info.base, usVolumeUnit(base));
}

import { useSearchParams } from 'react-router';
import type { UnitSystem } from '@recipes/contracts';
import { baseServings, requestedServings, requestedUnits, shownUnitSystem } from './kitchen-params.ts';
import { useUnitPreference } from './unit-preference.ts';

export interface KitchenView {
  /** The recipe's own servings, or null when its yield names no number (then 1 batch). */
  base: number | null;
  servings: number;
  factor: number;
  /** Null: as the author wrote them (no link's or reader's choice). */
  system: UnitSystem | null;
  /** The link named the unit system (else it came from the reader's choice, or none was made). */
  systemFromLink: boolean;
  search: URLSearchParams;
  chooseSystem(system: UnitSystem): void;
}

/** Servings and units of the recipe page, from the link first (`?servings=`, `?units=`). */
export function useKitchenView(recipeYield: string): KitchenView {
  const [search] = useSearchParams();
  const { stored, choose } = useUnitPreference();
  const base = baseServings(recipeYield);
  const servings = requestedServings(search, base ?? 1);
  const linked = requestedUnits(search);
  return {
    base,
    servings,
    factor: servings / (base ?? 1),
    system: shownUnitSystem(linked, stored),
    systemFromLink: linked !== null,
    search,
    chooseSystem: choose,
  };
}

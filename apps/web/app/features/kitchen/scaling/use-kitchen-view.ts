import { useSearchParams } from 'react-router';
import type { Language, UnitSystem } from '@recipes/contracts';
import { baseServings, defaultUnitSystem, requestedServings, requestedUnits } from './kitchen-params.ts';
import { useUnitPreference } from './unit-preference.ts';

export interface KitchenView {
  /** The recipe's own servings, or null when its yield names no number (then 1 batch). */
  base: number | null;
  servings: number;
  factor: number;
  system: UnitSystem;
  /** The link named the unit system (else it came from the reader's choice or the language). */
  systemFromLink: boolean;
  search: URLSearchParams;
  chooseSystem(system: UnitSystem): void;
}

/** Servings and units of the recipe page, from the link first (`?servings=`, `?units=`). */
export function useKitchenView(recipeYield: string, language: Language): KitchenView {
  const [search] = useSearchParams();
  const { stored, choose } = useUnitPreference();
  const base = baseServings(recipeYield);
  const servings = requestedServings(search, base ?? 1);
  const linked = requestedUnits(search);
  return {
    base,
    servings,
    factor: servings / (base ?? 1),
    system: linked ?? stored ?? defaultUnitSystem(language),
    systemFromLink: linked !== null,
    search,
    chooseSystem: choose,
  };
}

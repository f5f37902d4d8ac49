import type { Rng } from './random.ts';
import type { Defs } from './svg.ts';
import type { Topping } from './toppings.ts';

export type { Topping } from './toppings.ts';

/** Archetypes of dishes; each draws a believable plate of food from a few colours. */
export type DishKind =
  | 'noodle-soup'
  | 'soup'
  | 'curry'
  | 'plated'
  | 'noodles'
  | 'rice-bowl'
  | 'salad'
  | 'pieces'
  | 'pan'
  | 'dip'
  | 'stack'
  | 'sandwich'
  | 'slice'
  | 'drink';

/** What the pieces of a dish look like, read by the kinds that vary in shape. */
export type DishShape =
  // plated mains
  | 'cutlet'
  | 'slices'
  | 'fillet'
  | 'roulade'
  | 'chop'
  // pieces
  | 'ball'
  | 'dumpling'
  | 'roll'
  | 'stick'
  | 'taco'
  | 'pretzel'
  | 'cookie'
  | 'square'
  | 'triangle'
  | 'sausage'
  | 'patty'
  | 'chunk'
  // salads, noodles, pans, stacks
  | 'leaves'
  | 'cubes'
  | 'grain'
  | 'short'
  | 'spiral'
  | 'folded'
  // slices and drinks
  | 'layered'
  | 'strudel'
  | 'tart'
  | 'tall'
  | 'short-glass'
  | 'cup';

/** What goes beside the main food on a plate. */
export type SideKind =
  'rice' | 'potatoes' | 'fries' | 'greens' | 'noodles' | 'red-cabbage' | 'dumplings' | 'bread' | 'none';

/** What a step photo shows: ingredients cut on a board, or the food cooking in a pan. */
export type StepScene = 'board' | 'pot';

export interface DishArt {
  kind: DishKind;
  /** The main food colour first (broth, sauce, dough…), then supporting colours in the order the kind reads them. */
  colors: readonly string[];
  toppings?: readonly Topping[];
  shape?: DishShape;
  side?: SideKind;
}

export interface DishContext {
  rng: Rng;
  defs: Defs;
  art: DishArt;
}

/** The dish's i-th colour, or the fallback when the data gives fewer. */
export function colorAt(art: DishArt, index: number, fallback: string): string {
  return art.colors[index] ?? fallback;
}

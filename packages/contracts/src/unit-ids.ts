/**
 * Unit ids of parsed ingredients (CONTRACT.md "Structured ingredients and timers"), zod-free so
 * that browser code (scaling, conversion, the ingredient parser) can use them. Names in every
 * language map onto these; conversion and the shopping list work on the ids, never on the words.
 */
export const massUnits = ['mg', 'g', 'kg', 'oz', 'lb'] as const;
export const volumeUnits = ['ml', 'cl', 'dl', 'l', 'tsp', 'tbsp', 'cup', 'fl_oz', 'pint', 'quart', 'gallon'] as const;
export const smallAmountUnits = ['pinch', 'dash', 'knife_tip'] as const;
export const countedUnits = [
  'clove',
  'piece',
  'slice',
  'can',
  'jar',
  'bottle',
  'package',
  'tub',
  'cube',
  'stick',
  'bunch',
  'sprig',
  'stalk',
  'head',
  'handful',
  'sheet',
  'bowl',
] as const;
export const lengthUnits = ['cm'] as const;
export const unitIds = [...massUnits, ...volumeUnits, ...smallAmountUnits, ...countedUnits, ...lengthUnits] as const;
export type UnitId = (typeof unitIds)[number];

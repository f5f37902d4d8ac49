import { z } from 'zod';

/**
 * Unit ids of parsed ingredients (CONTRACT.md "Structured ingredients and timers"). Names in every
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

export const UnitIdSchema = z.enum(unitIds);
export type UnitId = z.infer<typeof UnitIdSchema>;

/** One line of `recipeIngredients` as the server understood it; unreadable lines keep text and nulls. */
export const ParsedIngredientSchema = z.object({
  /** The line as typed. */
  text: z.string(),
  /** True for a `#` line (a section heading). */
  heading: z.boolean(),
  quantity: z.number().nullable(),
  /** Upper end of a range (`2–3`), else null. */
  quantityMax: z.number().nullable(),
  /** Null for a counted item without a unit word, and for unreadable lines. */
  unit: UnitIdSchema.nullable(),
  /** The ingredient words as written, without amount, unit and note. */
  ingredient: z.string().nullable(),
  /** Preparation, size, alternatives: the rest of the line. */
  note: z.string().nullable(),
});
export type ParsedIngredient = z.infer<typeof ParsedIngredientSchema>;

/** A duration named in a step's text (`simmer 20 minutes`, `nấu 20 phút`). */
export const StepTimerSchema = z.object({
  seconds: z.number().int().positive(),
  /** Upper end of a range (`15–20 Minuten`), else null. */
  maxSeconds: z.number().int().positive().nullable(),
});
export type StepTimer = z.infer<typeof StepTimerSchema>;

export const unitSystems = ['metric', 'us'] as const;
export const UnitSystemSchema = z.enum(unitSystems);
export type UnitSystem = z.infer<typeof UnitSystemSchema>;

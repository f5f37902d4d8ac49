import { z } from 'zod';

import { unitIds } from './unit-ids.ts';

// The unit id lists and the UnitId type live in unit-ids.ts (zod-free, for the browser).
export const UnitIdSchema = z.enum(unitIds);

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

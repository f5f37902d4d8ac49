import { z } from 'zod';
import { UnitSystemSchema } from './kitchen.ts';

/** A member's kitchen settings; a null unit system follows the language (en → us, de/vi → metric). */
export const KitchenPreferencesSchema = z.object({ unitSystem: UnitSystemSchema.nullable() });
export type KitchenPreferences = z.infer<typeof KitchenPreferencesSchema>;

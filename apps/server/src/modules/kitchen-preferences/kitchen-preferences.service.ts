import { UnitSystemSchema, type KitchenPreferences } from '@recipes/contracts';
import type { UserRow } from '../../db/schema.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { setUnitSystem } from './kitchen-preferences.repository.ts';

/** The signed-in member's own kitchen settings (the unit system recipe pages open in). */
export function createKitchenPreferencesService(deps: ServiceDeps) {
  return {
    get(user: UserRow): KitchenPreferences {
      const parsed = UnitSystemSchema.safeParse(user.unit_system);
      return { unitSystem: parsed.success ? parsed.data : null };
    },

    async set(user: UserRow, preferences: KitchenPreferences): Promise<KitchenPreferences> {
      await setUnitSystem(deps.db, user.id, preferences.unitSystem);
      return preferences;
    },
  };
}

export type KitchenPreferencesService = ReturnType<typeof createKitchenPreferencesService>;

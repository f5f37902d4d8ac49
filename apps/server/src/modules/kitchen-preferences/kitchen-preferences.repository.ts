import type { UnitSystem } from '@recipes/contracts';
import type { Executor } from '../../db/database.ts';

export async function setUnitSystem(db: Executor, userId: number, unitSystem: UnitSystem | null): Promise<void> {
  await db.updateTable('users').set({ unit_system: unitSystem }).where('id', '=', userId).execute();
}

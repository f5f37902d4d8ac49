import type { UnitSystem } from '@recipes/contracts';
import { createListeners } from '../listeners.ts';
import { keptForSession } from './kept-for-session.ts';

/** Every reader's choice is kept in this browser; a member's also on the server (their account). */
const storageKey = 'recipes.unitSystem';
const listeners = /* @__PURE__ */ createListeners({ key: storageKey });
export function readStored(): UnitSystem | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return value === 'metric' || value === 'us' ? value : null;
  } catch {
    return null;
  }
}

export function writeStored(system: UnitSystem): void {
  try {
    window.localStorage.setItem(storageKey, system);
  } catch {
    // Blocked storage: the choice lasts as long as the link carries it.
  }
  listeners.notify();
}

export const subscribe = listeners.subscribe;

const isAccountUnit = (value: unknown): value is { unitSystem: UnitSystem | null } =>
  typeof value === 'object' &&
  value !== null &&
  [null, 'metric', 'us'].includes((value as { unitSystem?: unknown }).unitSystem as string | null);

/** The member's account choice as this tab last fetched it: kept for the session, so pages do not ask again. */
export const keptAccountUnit = /* @__PURE__ */ keptForSession('accountUnitSystem', isAccountUnit);

/** The account's choice arrived: it wins over this browser's, and is not asked for again this session. */
export function adoptAccountUnit(token: string, unitSystem: UnitSystem | null): void {
  keptAccountUnit.keep(token, { unitSystem });
  if (unitSystem) writeStored(unitSystem);
}

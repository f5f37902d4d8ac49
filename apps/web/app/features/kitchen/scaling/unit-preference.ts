import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { KitchenPreferences, UnitSystem } from '@recipes/contracts';
import { useApi, useSession } from '../../auth/session.tsx';

/** Every reader's choice is kept in this browser; a member's also on the server (their account). */
const storageKey = 'recipes.unitSystem';
const listeners = new Set<() => void>();

function readStored(): UnitSystem | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return value === 'metric' || value === 'us' ? value : null;
  } catch {
    return null;
  }
}

function writeStored(system: UnitSystem): void {
  try {
    window.localStorage.setItem(storageKey, system);
  } catch {
    // Blocked storage: the choice lasts as long as the link carries it.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The reader's own unit system: null on the server and while hydrating (the page then shows
 * the language's default, as the HTML did), the stored choice after. For a member, the choice
 * kept with their account is fetched once per sign-in and wins over this browser's.
 */
export function useUnitPreference(): { stored: UnitSystem | null; choose(system: UnitSystem): void } {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const { user } = useSession();
  const api = useApi();
  const token = user?.token ?? null;

  useEffect(() => {
    if (!token) return;
    let current = true;
    api<KitchenPreferences>('/api/v1/kitchen/preferences')
      .then((preferences) => {
        if (current && preferences.unitSystem) writeStored(preferences.unitSystem);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Once per member, not again when the language (and with it `api`) changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const choose = useCallback(
    (system: UnitSystem) => {
      writeStored(system);
      if (token) {
        void api<KitchenPreferences>('/api/v1/kitchen/preferences', {
          method: 'PUT',
          body: { unitSystem: system },
        }).catch(() => undefined);
      }
    },
    [api, token],
  );

  return { stored, choose };
}

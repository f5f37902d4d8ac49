import { useCallback, useEffect } from 'react';
import type { KitchenPreferences, UnitSystem } from '@recipes/contracts';
import { useApi, useSessionUser } from '../../../lib/session/session.tsx';
import { fetchPersonalState } from '../../../lib/session/personal-state.ts';
import { keptAccountUnit, readStored, subscribe, writeStored } from '../../../lib/session/unit-choice.ts';
import { useBrowserStore } from '../../../lib/use-browser-store.ts';

/**
 * The reader's own unit system: null on the server and while hydrating (the page then shows
 * the lines as the author wrote them, as the HTML did), the stored choice after. For a member, the choice
 * kept with their account comes with the member's personal answer, once per tab session (not on
 * every recipe page: decision 0034), and wins over this browser's; the member's own changes here
 * are written to both.
 */
export function useUnitPreference(): { stored: UnitSystem | null; choose(system: UnitSystem): void } {
  const stored = useBrowserStore(subscribe, readStored, () => null);
  const { user } = useSessionUser();
  const api = useApi();
  const token = user?.token ?? null;

  useEffect(() => {
    // The personal answer applies the account's choice itself when it arrives (personal-state.ts).
    if (token && keptAccountUnit.kept(token) === null) fetchPersonalState(token, api).catch(() => undefined);
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

import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { AuthResponse } from '@recipes/contracts';
import { apiFetch, type ApiRequest } from '../api-client.ts';
import { useStoreAfterHydration } from '../use-store-after-hydration.ts';
import { storedUser, subscribeToStoredUser, writeStoredUser } from './session-store.ts';
import { followSessionEndsElsewhere, forgetMember } from './session-end.ts';

export { storageKey } from './session-store.ts';

interface SessionValue {
  /** The signed-in member, or null. Always null during server rendering and hydration. */
  user: AuthResponse | null;
  /** True once local storage has been read on the client. */
  ready: boolean;
  signIn(auth: AuthResponse): void;
  /** Revokes the token on the server, forgets the member. The caller navigates to '/'. */
  signOut(): Promise<void>;
  /** Replaces the stored member's fields (after a profile change), keeping the token. */
  update(user: Partial<AuthResponse>): void;
}

type SessionUser = Omit<SessionValue, 'ready'>;

// Two contexts: the member (and the stable actions), which for a visitor never changes, and the
// flag that turns true right after hydration. Readers of the member alone (the navigation bar,
// every useApi) then do not re-render when the flag does (decision 0036).
const SessionUserContext = createContext<SessionUser | null>(null);
const SessionReadyContext = createContext(false);

/**
 * The session follows local storage: the server and hydration render see no member (the server
 * cannot read local storage), the browser then re-renders with the stored one, in a transition
 * (use-store-after-hydration.ts), and other tabs signing in or out are followed. A token the
 * server refuses ends the session wherever the call came from (session-end.ts).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { value: user, hydrated: ready } = useStoreAfterHydration(subscribeToStoredUser, storedUser, null);

  useEffect(followSessionEndsElsewhere, []);

  const signIn = useCallback((auth: AuthResponse) => writeStoredUser(auth), []);

  const signOut = useCallback(async () => {
    const current = storedUser();
    forgetMember();
    if (current) {
      await apiFetch('/users/logout', { method: 'POST', token: current.token, language: 'en' }).catch(() => undefined);
    }
  }, []);

  const update = useCallback((changes: Partial<AuthResponse>) => {
    const current = storedUser();
    if (current) writeStoredUser({ ...current, ...changes });
  }, []);

  const value = useMemo(() => ({ user, signIn, signOut, update }), [user, signIn, signOut, update]);
  return (
    <SessionUserContext value={value}>
      <SessionReadyContext value={ready}>{children}</SessionReadyContext>
    </SessionUserContext>
  );
}

/** The member and the session's actions, without `ready`: for readers that wait for nothing. */
export function useSessionUser(): SessionUser {
  const value = useContext(SessionUserContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

export function useSession(): SessionValue {
  return { ...useSessionUser(), ready: useContext(SessionReadyContext) };
}

/** apiFetch bound to the current language and the signed-in member's token. */
export function useApi() {
  const { user } = useSessionUser();
  const { i18n } = useTranslation();
  const token = user?.token ?? null;
  const language = i18n.language;
  return useCallback(
    <T,>(path: string, request: Omit<ApiRequest, 'language' | 'token'> = {}) =>
      apiFetch<T>(path, { ...request, token, language }),
    [token, language],
  );
}

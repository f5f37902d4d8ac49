import { useEffect } from 'react';
import { useApi, useSessionUser } from '../../lib/session/session.tsx';

/**
 * Asks the server once, as the page opens, whether the stored sign-in still holds (GET /users/me),
 * for pages where the member is about to put in work, such as the recipe editor: it reads public
 * recipes without needing the token, so a dead one would otherwise show only at the first save.
 * A refused token ends the session through the API client (session-end.ts); any other failure
 * leaves the page to find out later.
 */
export function useSessionCheck(): void {
  const { user } = useSessionUser();
  const api = useApi();
  const token = user?.token ?? null;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    api<unknown>('/users/me', { signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
    // Once per sign-in; `api` changes with the language, which needs no new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
}

import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { UserSchema } from '@recipes/contracts';
import { isTokenRefused } from '../../lib/api-client.ts';
import { useApi, useSession } from '../../lib/session/session.tsx';
import { fetchMemberRecipes } from './recipe-page.ts';

export type LoadState = 'loading' | 'ready' | 'failed';

interface ProfileResult {
  /** Which request this answers, so a newer request reads as loading until its own answer. */
  key: string;
  state: Exclude<LoadState, 'loading'>;
  recipeCount: number | null;
}

/**
 * Refreshes the stored member from GET /users/me (counts change elsewhere) and counts the
 * recipes they shared. A token the server no longer accepts has ended the session already
 * (session-end.ts): the page then shows its signed-out state.
 */
export function useProfile() {
  const { ready, user, update } = useSession();
  const api = useApi();
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ProfileResult | null>(null);
  const userId = user?.id;
  const token = user?.token ?? null;
  const key = `${userId}:${attempt}`;

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    const me = api<unknown>('/users/me').then((answer) => update(UserSchema.parse(answer)));
    const count = fetchMemberRecipes(
      { userId, page: 1, pageSize: 1 },
      { token, language: i18n.language, signal: controller.signal },
    ).then((page) => page.total);
    Promise.all([me, count])
      .then(([, recipeCount]) => setResult({ key, state: 'ready', recipeCount }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isTokenRefused(error)) return;
        console.error('Loading the profile failed', error);
        setResult({ key, state: 'failed', recipeCount: null });
      });
    return () => controller.abort();
    // `api` changes with the language; the profile need not be fetched again for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token]);

  const current = result?.key === key ? result : null;
  return {
    ready,
    user,
    state: current?.state ?? 'loading',
    recipeCount: current?.recipeCount ?? null,
    retry: () => setAttempt((n) => n + 1),
  };
}

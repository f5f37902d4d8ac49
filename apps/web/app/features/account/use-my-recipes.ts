import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Recipe } from '@recipes/contracts';
import { useApi, useSession } from '../../lib/session/session.tsx';
import { fetchMemberRecipes } from './recipe-page.ts';
import type { LoadState } from './use-profile.ts';

export const myRecipesPageSize = 12;

interface ListResult {
  /** Which request this answers, so a newer request reads as loading until its own answer. */
  key: string;
  state: Exclude<LoadState, 'loading'>;
  recipes: Recipe[];
  total: number;
}

/** The signed-in member's recipes (drafts included: CONTRACT lets owners list their inactive ones). */
export function useMyRecipes(page: number) {
  const { user } = useSession();
  const api = useApi();
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ListResult | null>(null);
  const userId = user?.id;
  const token = user?.token ?? null;
  const key = `${userId}:${page}:${attempt}`;

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    fetchMemberRecipes(
      { userId, page, pageSize: myRecipesPageSize },
      { token, language: i18n.language, signal: controller.signal },
    )
      .then((answer) => setResult({ key, state: 'ready', recipes: answer.items, total: answer.total }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading my recipes failed', error);
        setResult({ key, state: 'failed', recipes: [], total: 0 });
      });
    return () => controller.abort();
    // The list does not depend on the interface language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token]);

  /** Deletes on the server first; the card goes only once that worked. */
  const remove = useCallback(
    async (id: number) => {
      await api<void>(`/api/v1/recipes/${id}`, { method: 'DELETE' });
      setResult(
        (previous) =>
          previous && {
            ...previous,
            recipes: previous.recipes.filter((recipe) => recipe.id !== id),
            total: Math.max(0, previous.total - 1),
          },
      );
    },
    [api],
  );

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result?.key === key ? result : null;

  return {
    recipes: current?.recipes ?? [],
    total: current?.total ?? 0,
    state: current?.state ?? 'loading',
    remove,
    reload,
  };
}

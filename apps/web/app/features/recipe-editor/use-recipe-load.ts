import { useCallback, useEffect, useState } from 'react';
import type { Recipe } from '@recipes/contracts';
import { useApi } from '../../lib/session/session.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useEditorSnapshot, type EditorStore } from './editor-store.ts';

export type LoadStatus =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'notFound' }
  | { kind: 'notYours'; recipe: Recipe }
  | { kind: 'failed'; error: unknown };

type Outcome = Exclude<LoadStatus, { kind: 'loading' } | { kind: 'ready' }>;

/**
 * Fills the store with the stored recipe of an edit page (with the member's token, so a draft
 * loads too), once: a store that already holds this recipe (handed over after an auto-save, or
 * loaded before a language switch) is left as it is.
 */
export function useRecipeLoad(store: EditorStore, recipeId: number | null, userId: number) {
  const api = useApi();
  const heldId = useEditorSnapshot(store).editor.recipeId;
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ recipeId: number; attempt: number; result: Outcome } | null>(null);

  useEffect(() => {
    if (recipeId === null || store.getSnapshot().editor.recipeId === recipeId) return;
    let current = true;
    const settle = (result: Outcome) => {
      if (current) setOutcome({ recipeId, attempt, result });
    };
    api<Recipe>(`/api/v1/recipes/${recipeId}`).then(
      (recipe) => {
        if (!current) return;
        if (recipe.createdByUserId !== userId) settle({ kind: 'notYours', recipe });
        else store.dispatch({ type: 'load', recipe });
      },
      (error: unknown) =>
        settle(error instanceof ApiError && error.status === 404 ? { kind: 'notFound' } : { kind: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [api, store, recipeId, userId, attempt]);

  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);

  let status: LoadStatus = { kind: 'loading' };
  if (recipeId === null || heldId === recipeId) status = { kind: 'ready' };
  else if (outcome && outcome.recipeId === recipeId && outcome.attempt === attempt) status = outcome.result;
  return { status, retry };
}

import { useCallback, useEffect, useState } from 'react';
import type { Recipe } from '@recipes/contracts';
import { maxPageSize } from '@recipes/contracts/plain';
import { useApi } from '../../lib/session/session.tsx';
import { mergeRecipes } from './copy-search.ts';

export type CandidateState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; recipes: Recipe[] };

/**
 * Recipes the copy panel offers, fetched once it opens: the member's own (drafts too) first,
 * then the newest page of everyone's (filtered in the browser, SPEC section 5).
 */
export function useCopyCandidates(open: boolean, userId: number) {
  const api = useApi();
  const [result, setResult] = useState<CandidateState | null>(null);
  const wanted = open && result === null;

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const page = `pageSize=${maxPageSize}`;
    Promise.all([
      api<Recipe[]>(`/api/v1/recipes?user_id=${userId}&${page}`),
      api<Recipe[]>(`/api/v1/recipes?${page}`),
    ]).then(
      ([own, everyone]) => current && setResult({ kind: 'ready', recipes: mergeRecipes(own, everyone) }),
      () => current && setResult({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [wanted, api, userId]);

  const retry = useCallback(() => setResult(null), []);
  return { state: result ?? ({ kind: 'loading' } as const), retry };
}

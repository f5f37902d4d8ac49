import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { OwnRating, Rating, RatingBody, RatingResponse } from '@recipes/contracts';
import { useApi, useSession } from '../../../lib/session/session.tsx';
import { ApiError, isTokenRefused } from '../../../lib/api-client.ts';
import { fetchPersonalState } from '../../../lib/session/personal-state.ts';
import { ownRatingsStore } from '../../../lib/session/own-ratings.ts';
import { useBrowserStore } from '../../../lib/use-browser-store.ts';

export type RatingStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The signed-in member's rating of one recipe (SPEC section 4): the page itself is the shared
 * anonymous one, so the member's own rating comes from their ratings, fetched once per tab session
 * and kept (own-ratings.ts, decision 0034), not from a request per page; rating creates one when
 * there is none, else updates it; either way the page's data is loaded again so the average and
 * count update.
 */
export function useRecipeRating(recipeId: number, authorId: number) {
  const { user, ready } = useSession();
  const api = useApi();
  const revalidator = useRevalidator();
  const ratings = useBrowserStore(
    ownRatingsStore.subscribe,
    ownRatingsStore.getSnapshot,
    ownRatingsStore.getServerSnapshot,
  );
  const [status, setStatus] = useState<RatingStatus>('idle');
  const userId = user?.id ?? null;
  const token = user?.token ?? null;
  const own: Rating | null = ratings.value.get(recipeId) ?? null;
  // Authors do not rate their own recipes (the server answers 403), so they get no stars to click.
  const isAuthor = userId !== null && userId === authorId;

  // Only after a refused first rating (rated meanwhile in another tab): that one rating, now.
  const findOwn = useCallback(async () => {
    const { rating } = await api<OwnRating>(`/api/v1/ratings/recipe/${recipeId}/mine`);
    return rating;
  }, [api, recipeId]);

  useEffect(() => {
    if (!ready) return;
    if (!token) ownRatingsStore.reset();
    // The author has nothing to rate here: no need to fetch the ratings for this page.
    else if (!isAuthor)
      ownRatingsStore.load(token, () => fetchPersonalState(token, api).then((state) => state.ratings));
    // `api` changes with the language; the ratings need not be fetched again for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, token, isAuthor]);

  const rate = useCallback(
    async (value: number) => {
      if (userId === null) return;
      const body: RatingBody = { rating: value, recipeId, userId };
      setStatus('saving');
      try {
        let existing = own?.userId === userId ? own : null;
        let saved: RatingResponse;
        try {
          saved = existing
            ? await api<RatingResponse>(`/api/v1/ratings/${existing.id}`, { method: 'PUT', body })
            : await api<RatingResponse>('/api/v1/ratings', { method: 'POST', body });
        } catch (error) {
          // Rated meanwhile in another tab: the server keeps one rating per member, so update it.
          if (!(error instanceof ApiError && error.status === 409)) throw error;
          existing = await findOwn();
          if (!existing) throw error;
          saved = await api<RatingResponse>(`/api/v1/ratings/${existing.id}`, { method: 'PUT', body });
        }
        ownRatingsStore.saved({ id: saved.id, rating: saved.rating, recipeId: saved.recipeId, userId: saved.userId });
        setStatus('saved');
        await revalidator.revalidate();
      } catch (error) {
        // A refused token has ended the session: the stars give way to the sign-in link and the
        // site's notice, not to "please try again", which could never succeed.
        if (isTokenRefused(error)) {
          setStatus('idle');
          return;
        }
        console.error('Rating failed', error);
        setStatus('failed');
      }
    },
    [api, findOwn, own, recipeId, revalidator, userId],
  );

  // A rating loaded for a member who has since signed out (or switched) is not shown.
  const mine = own !== null && own.userId === userId ? own : null;
  return { signedIn: ready && userId !== null, isAuthor, ready, userRating: mine?.rating ?? null, status, rate };
}

import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Recipe } from '@recipes/contracts';
import { fetchListPage } from './recipe-page.ts';
import { useSession } from '../../lib/session/session.tsx';

export const favoritesPageSize = 24;

interface Loaded {
  /** Which request this answers; a newer key keeps the older cards on screen until it is answered. */
  key: string;
  recipes: Recipe[] | null;
  total: number;
}

/** One page of the signed-in member's favorites (GET /api/v1/favorites, newest first) and their total. */
export function useFavoritesPage(page: number) {
  const { user } = useSession();
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const token = user?.token ?? null;
  // A new count (a heart toggled here or elsewhere) reloads the page.
  const key = `${token}:${user?.favoriteCount}:${page}:${attempt}`;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchListPage<Recipe>(`/api/v1/favorites?page=${page}&pageSize=${favoritesPageSize}`, {
      token,
      language: i18n.language,
      signal: controller.signal,
    }).then(
      ({ items, total }) => setLoaded({ key, recipes: items, total }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading favorites failed', error);
        setLoaded({ key, recipes: null, total: 0 });
      },
    );
    return () => controller.abort();
    // The list does not depend on the interface language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return {
    /** null until the first answer; `recipes` null when loading failed. */
    loaded,
    /** Whether `loaded` answers the page asked for now (not an earlier one still on screen). */
    current: loaded?.key === key,
    totalPages: Math.max(1, Math.ceil((loaded?.total ?? 0) / favoritesPageSize)),
    retry: () => setAttempt((n) => n + 1),
  };
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@recipes/contracts';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { useApi, useSession } from '../auth/session.tsx';
import { RecipeCard } from '../recipes/list/RecipeCard.tsx';
import styles from './FavoritesSection.module.css';

const pageSize = 24;

interface Loaded {
  key: string;
  recipes: Recipe[] | null;
}

/** The profile's favorites: cards of the recipes the member hearted, newest first. */
export function FavoritesSection() {
  const { t } = useTranslation('recipes');
  const { user } = useSession();
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const token = user?.token ?? null;
  // A new count (a heart toggled here or elsewhere) reloads the list.
  const key = `${token}:${user?.favoriteCount}:${attempt}`;

  useEffect(() => {
    if (!token) return;
    let current = true;
    api<Recipe[]>(`/api/v1/favorites?page=1&pageSize=${pageSize}`).then(
      (recipes) => current && setLoaded({ key, recipes }),
      (error: unknown) => {
        console.error('Loading favorites failed', error);
        if (current) setLoaded({ key, recipes: null });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Keeps the previous cards on screen while a reload is on its way.
  const recipes = loaded?.recipes;
  return (
    <section className={styles.section} aria-labelledby="favorites-heading">
      <h2 id="favorites-heading">{t('favorites.title')}</h2>
      {loaded === null && <p className={styles.muted}>{t('favorites.loading')}</p>}
      {loaded !== null && recipes === null && (
        <Alert tone="error">
          <p>{t('favorites.loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('favorites.retry')}
          </Button>
        </Alert>
      )}
      {recipes && recipes.length === 0 && (
        <div className={styles.empty}>
          <p>{t('favorites.empty')}</p>
          <ButtonLink to="/recipes" variant="secondary">
            {t('favorites.browse')}
          </ButtonLink>
        </div>
      )}
      {recipes && recipes.length > 0 && (
        <ul className={styles.grid} data-testid="favorites-list">
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

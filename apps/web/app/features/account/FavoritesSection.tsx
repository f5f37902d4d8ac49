import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { RecipeCard } from '../recipes/index.ts';
import { pageHref, Pagination } from '../../components/ui/pagination/Pagination.tsx';
import { useFavoritesPage } from './use-favorites-page.ts';
import styles from './FavoritesSection.module.css';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The profile's favorites: cards of the recipes the member hearted, newest first, a page at a time. */
export function FavoritesSection() {
  const { t } = useTranslation('recipes');
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const page = pageFrom(searchParams.get('page'));
  const { loaded, current, totalPages, retry } = useFavoritesPage(page);

  // Past the last page (its last heart was just taken back, or an old link): show the last one.
  const beyondEnd = current && loaded?.recipes?.length === 0 && loaded.total > 0 && page > totalPages;
  useEffect(() => {
    if (beyondEnd) void navigate(pageHref(pathname, search, totalPages), { replace: true, preventScrollReset: true });
  }, [beyondEnd, navigate, pathname, search, totalPages]);

  // Keeps the previous cards on screen while a reload is on its way.
  const recipes = loaded?.recipes;
  return (
    <section className={styles.section} aria-labelledby="favorites-heading">
      <h2 id="favorites-heading">{t('favorites.title')}</h2>
      {loaded === null && <p className={styles.muted}>{t('favorites.loading')}</p>}
      {loaded !== null && recipes === null && (
        <Alert tone="error">
          <p>{t('favorites.loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={retry}>
            {t('favorites.retry')}
          </Button>
        </Alert>
      )}
      {recipes && recipes.length === 0 && loaded?.total === 0 && (
        <div className={styles.empty}>
          <p>{t('favorites.empty')}</p>
          <ButtonLink to="/recipes" variant="secondary">
            {t('favorites.browse')}
          </ButtonLink>
        </div>
      )}
      {recipes && recipes.length > 0 && (
        <>
          <ul className={styles.grid} data-testid="favorites-list">
            {recipes.map((recipe) => (
              <li key={recipe.id}>
                <RecipeCard recipe={recipe} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} />
        </>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import type { Recipe } from '@recipes/contracts';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { Pagination } from '../../components/ui/pagination/Pagination.tsx';
import { useSession } from '../../lib/session/session.tsx';
import { MyRecipeCard } from './MyRecipeCard.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';
import { myRecipesPageSize, useMyRecipes } from './use-my-recipes.ts';
import { ImportEntryLink } from '../recipe-import/index.ts';
import styles from './MyRecipes.module.css';
import { PageLoading } from './PageLoading.tsx';
import { Soup } from 'lucide-react';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

export function MyRecipesView() {
  const { t } = useTranslation('account');
  const { ready, user } = useSession();
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const { recipes, total, state, remove, reload } = useMyRecipes(page);
  const [notice, setNotice] = useState<Notice>(null);

  if (!ready) return <PageLoading title={t('myRecipes.title')} text={t('myRecipes.loading')} />;
  if (!user) return <SignInPrompt title={t('signInPrompt.myRecipesTitle')} />;

  const pages = Math.max(1, Math.ceil(total / myRecipesPageSize));
  const handleDelete = async (recipe: Recipe) => {
    setNotice(null);
    try {
      await remove(recipe.id);
      setNotice({ tone: 'success', text: t('myRecipes.deleted', { name: recipe.name }) });
      // The last card of a later page is gone: show what is left.
      if (recipes.length === 1 && page > 1) reload();
    } catch (error) {
      console.error('Deleting the recipe failed', error);
      setNotice({ tone: 'error', text: t('myRecipes.deleteFailed') });
      throw error;
    }
  };

  return (
    <section className={styles.page} aria-labelledby="my-recipes-title">
      <header className={styles.header}>
        <div>
          <h1 id="my-recipes-title">{t('myRecipes.title')}</h1>
          <p className={styles.intro}>
            {t('myRecipes.intro')}
            {state === 'ready' && total > 0 && <> {t('myRecipes.count', { count: total })}</>}
          </p>
        </div>
        <div className={styles.headerActions}>
          <ImportEntryLink />
          <ButtonLink to="/submit-recipe">{t('myRecipes.submitRecipe')}</ButtonLink>
        </div>
      </header>

      {notice && (
        <Alert tone={notice.tone} className={styles.notice}>
          {notice.text}
        </Alert>
      )}

      {state === 'loading' && <p className={styles.loading}>{t('myRecipes.loading')}</p>}
      {state === 'failed' && (
        <Alert tone="error">
          <p>{t('myRecipes.loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={reload}>
            {t('myRecipes.retry')}
          </Button>
        </Alert>
      )}
      {state === 'ready' && recipes.length === 0 && (
        <div className={styles.empty}>
          <span className={styles.emptyIcon} aria-hidden="true">
            <Soup size="1em" focusable="false" />
          </span>
          <h2>{t('myRecipes.emptyTitle')}</h2>
          <p>{t('myRecipes.emptyText')}</p>
          <Link to="/submit-recipe" className={styles.emptyLink}>
            {t('myRecipes.emptyLink')}
          </Link>
        </div>
      )}
      {state === 'ready' && recipes.length > 0 && (
        <ul className={styles.grid}>
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <MyRecipeCard recipe={recipe} onDelete={handleDelete} />
            </li>
          ))}
        </ul>
      )}
      {state === 'ready' && pages > 1 && <Pagination page={page} totalPages={pages} />}
    </section>
  );
}

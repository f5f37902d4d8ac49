import { useTranslation } from '../../../i18n/react.tsx';
import { PlainLink } from '../../../components/ui/PlainLink.tsx';
import { RecipeCard, type CardRecipe } from './RecipeCard.tsx';
import { Pagination } from '../../../components/ui/pagination/Pagination.tsx';
import { listHeading } from './list-heading.ts';
import { totalPages } from '../../../components/ui/pagination/page-window.ts';
import type { ListMode } from './list-request.ts';
import styles from './RecipeListView.module.css';
import { Soup } from 'lucide-react';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';

export interface RecipeListViewProps {
  mode: ListMode;
  page: number;
  pageSize: number;
  total: number;
  recipes: CardRecipe[];
  unknownFilter: boolean;
}

/** Cards in the first row on the widest grid load eagerly (they are above the fold). */
const eagerCards = 4;

export function RecipeListView({ mode, page, pageSize, total, recipes, unknownFilter }: RecipeListViewProps) {
  const { t, i18n } = useTranslation('recipes');
  const pages = totalPages(total, pageSize);
  return (
    <section className={styles.list} aria-labelledby="recipe-list-heading">
      <header className={styles.header}>
        <h1 id="recipe-list-heading" className={styles.heading}>
          {listHeading(mode, t, i18n.language, unknownFilter)}
        </h1>
        <p className={styles.count} data-testid="result-count">
          {mode.kind === 'keywords' ? t('list.found', { count: total }) : t('list.count', { count: total })}
          {pages > 1 && ` · ${t('pagination.pageOf', { page, pages })}`}
        </p>
      </header>
      {recipes.length > 0 ? (
        <ul className={styles.grid}>
          {recipes.map((recipe, index) => (
            <HydrateLater key={recipe.id}>
              <li>
                <RecipeCard recipe={recipe} eager={index < eagerCards} first={index === 0} />
              </li>
            </HydrateLater>
          ))}
        </ul>
      ) : (
        <EmptyState mode={mode} page={page} total={total} unknownFilter={unknownFilter} />
      )}
      <Pagination page={page} totalPages={pages} />
    </section>
  );
}

function EmptyState({
  mode,
  page,
  total,
  unknownFilter,
}: Pick<RecipeListViewProps, 'mode' | 'page' | 'total' | 'unknownFilter'>) {
  const { t } = useTranslation('recipes');
  // Null when the heading already says it (an unknown category).
  let title: string | null;
  let hint: string;
  if (total > 0 && page > 1) {
    title = t('empty.pageTitle');
    hint = t('empty.pageHint');
  } else if (mode.kind === 'keywords') {
    title = t('empty.keywordsTitle', { keywords: mode.keywords });
    hint = t('empty.keywordsHint');
  } else if (mode.kind === 'filter') {
    title = unknownFilter ? null : t('empty.filterTitle');
    hint = t('empty.filterHint');
  } else {
    title = t('empty.allTitle');
    hint = t('empty.allHint');
  }
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyIcon} aria-hidden="true">
        <Soup size="1em" focusable="false" />
      </p>
      {title && <h2 className={styles.emptyTitle}>{title}</h2>}
      <p>{hint}</p>
      <p className={styles.emptyActions}>
        {mode.kind !== 'all' && <PlainLink to="/recipes">{t('empty.browseAll')}</PlainLink>}
        <PlainLink to="/categories">{t('empty.browseCategories')}</PlainLink>
        <PlainLink to="/submit-recipe">{t('empty.share')}</PlainLink>
      </p>
    </div>
  );
}

import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import styles from './MyRecipes.module.css';

/** Previous / next links that keep the page in the address, so it survives a reload. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('account');
  return (
    <nav className={styles.pagination} aria-label={t('myRecipes.pagination')}>
      {page > 1 ? (
        <Link to={page === 2 ? '?' : `?page=${page - 1}`} rel="prev">
          ← {t('myRecipes.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">{t('myRecipes.pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link to={`?page=${page + 1}`} rel="next">
          {t('myRecipes.next')} →
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}

import { useTranslation } from '../../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { PlainLink } from '../PlainLink.tsx';
import { pageWindow } from './page-window.ts';
import styles from './Pagination.module.css';

/** The same list at another page, keeping every other query parameter (category, lang…). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Numbered pages of a list (every list of the site), the other query parameters kept; texts from the recipes namespace. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('recipes');
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const href = (target: number) => pageHref(pathname, search, target);
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {page > 1 ? (
        <PlainLink className={styles.step} to={href(page - 1)} rel="prev">
          ← {t('pagination.previous')}
        </PlainLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          ← {t('pagination.previous')}
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(page, totalPages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PlainLink
                className={item === page ? `${styles.page} ${styles.current}` : styles.page}
                to={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </PlainLink>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <PlainLink className={styles.step} to={href(page + 1)} rel="next">
          {t('pagination.next')} →
        </PlainLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          {t('pagination.next')} →
        </span>
      )}
    </nav>
  );
}

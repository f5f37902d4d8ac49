import { buttonClassName } from '../../components/ui/Button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import styles from './DownloadRecipeLink.module.css';

/** The API address of a recipe's schema.org JSON-LD file (GET /api/v1/recipes/{id}/export). */
export function recipeExportPath(recipeId: number): string {
  return `/api/v1/recipes/${recipeId}/export`;
}

/**
 * "Download recipe file" on the recipe page, with a short hint of what the file is for ("for other
 * recipe apps (JSON-LD)"): a plain link, so it works before hydration and without JavaScript; the
 * server names the file. Not printed.
 */
export function DownloadRecipeLink({ recipeId }: { recipeId: number }) {
  const { t } = useTranslation('recipe-export');
  return (
    <a
      href={recipeExportPath(recipeId)}
      download
      title={t('downloadTitle')}
      className={buttonClassName({ variant: 'secondary', size: 'sm' }, `no-print ${styles.link}`)}
      data-testid="download-json-ld"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 4v10m0 0-4-4m4 4 4-4M5 19h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.text}>
        {t('download')}
        <span className={styles.hint}>{t('downloadHint')}</span>
      </span>
    </a>
  );
}

import { buttonClassName } from '../../components/ui/Button.tsx';
import { useTranslation } from '../../i18n/react.tsx';

/** The API address of a recipe's schema.org JSON-LD file (GET /api/v1/recipes/{id}/export). */
export function recipeExportPath(recipeId: number): string {
  return `/api/v1/recipes/${recipeId}/export`;
}

/**
 * "Download (JSON-LD)" on the recipe page: a plain link, so it works before hydration and without
 * JavaScript; the server names the file. Not printed.
 */
export function DownloadRecipeLink({ recipeId }: { recipeId: number }) {
  const { t } = useTranslation('recipe-export');
  return (
    <a
      href={recipeExportPath(recipeId)}
      download
      title={t('downloadHint')}
      className={buttonClassName({ variant: 'secondary', size: 'sm' }, 'no-print')}
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
      {t('download')}
    </a>
  );
}

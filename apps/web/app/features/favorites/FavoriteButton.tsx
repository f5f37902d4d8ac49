import { useEffect, useState } from 'react';
import { CloudCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { isTokenRefused } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../auth/index.ts';
import { useBrowserStore } from '../../lib/use-browser-store.ts';
import { checkKeptForOffline, keptOfflineStore } from '../../lib/kept-offline.ts';
import { useFavorites } from './use-favorites.ts';
import styles from './FavoriteButton.module.css';

interface FavoriteButtonProps {
  recipeId: number;
  recipeName: string;
  /** `card`: a round heart over the photo; `page`: a heart with its label, beside the share buttons. */
  look?: 'card' | 'page';
}

/** The heart toggle; only signed-in members see it, and only after hydration. */
export function FavoriteButton({ recipeId, recipeName, look = 'card' }: FavoriteButtonProps) {
  const { t } = useTranslation('recipes');
  const { enabled, loaded, isFavorite, toggle } = useFavorites();
  const [error, setError] = useState<string | null>(null);
  const keptOffline = useBrowserStore(
    keptOfflineStore.subscribe,
    keptOfflineStore.getSnapshot,
    keptOfflineStore.getServerSnapshot,
  );
  const favorited = enabled && isFavorite(recipeId);
  // A favourite kept in an earlier visit: the service worker says so, and the label shows.
  useEffect(() => {
    if (favorited) checkKeptForOffline(recipeId);
  }, [favorited, recipeId]);
  if (!enabled) return null;

  const onClick = () => {
    setError(null);
    toggle(recipeId).catch((failure: unknown) => {
      // A refused token has ended the session: the hearts go, the site's notice says why.
      if (isTokenRefused(failure)) return;
      setError(apiErrorMessage(failure, t(favorited ? 'favorites.removeFailed' : 'favorites.addFailed')));
    });
  };

  return (
    <div className={look === 'card' ? styles.onCard : styles.onPage}>
      <button
        type="button"
        className={look === 'card' ? styles.round : styles.labelled}
        aria-pressed={favorited}
        aria-label={look === 'card' ? t('favorites.toggle', { name: recipeName }) : undefined}
        disabled={!loaded}
        onClick={onClick}
      >
        <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.6 2.6h1.4c1-1.5 2.5-2.6 4.6-2.6 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
        </svg>
        {look === 'page' && <span>{t('favorites.favorite')}</span>}
      </button>
      {favorited && keptOffline.has(recipeId) && (
        <p className={styles.kept}>
          <CloudCheck size="1em" focusable="false" aria-hidden="true" />
          {t('favorites.keptOffline')}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

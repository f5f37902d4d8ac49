import { useTranslation } from '../../../i18n/react.tsx';
import { maxRating } from '@recipes/contracts/plain';
import { formatAverage, starsShown } from './star-fills.ts';
import styles from './Stars.module.css';

interface StarDisplayProps {
  averageRating: number | null;
  ratingCount: number | null | undefined;
  size?: 'small' | 'large';
  /** The recipe page states the count in words next to the stars instead. */
  showCount?: boolean;
}

/**
 * Read-only stars from the average with the rating count in parentheses (SPEC section 2). The five
 * stars are one element drawn by the stylesheet (`data-stars`: 0 to 5 in half steps): a list page
 * shows 24 of these, and five elements each were a fifth of its elements (decision 0046).
 */
export function StarDisplay({ averageRating, ratingCount, size = 'small', showCount = true }: StarDisplayProps) {
  const { t, i18n } = useTranslation('recipes');
  const count = ratingCount ?? 0;
  const label =
    averageRating && count > 0
      ? t('stars.rated', { rating: formatAverage(averageRating, i18n.language), max: maxRating, count })
      : t('stars.notRated');
  return (
    <span className={`${styles.display} ${styles[size]}`} role="img" aria-label={label}>
      <span className={styles.stars} data-stars={starsShown(averageRating)} aria-hidden="true" />
      {showCount && (
        <span className={styles.count} aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  );
}

import { useTranslation } from '../../../i18n/react.tsx';
import { maxRating } from '@recipes/contracts/plain';
import { Star } from './Star.tsx';
import { formatAverage, starFills } from './star-fills.ts';
import styles from './Stars.module.css';

interface StarDisplayProps {
  averageRating: number | null;
  ratingCount: number | null | undefined;
  size?: 'small' | 'large';
  /** The recipe page states the count in words next to the stars instead. */
  showCount?: boolean;
}

/** Read-only stars from the average with the rating count in parentheses (SPEC section 2). */
export function StarDisplay({ averageRating, ratingCount, size = 'small', showCount = true }: StarDisplayProps) {
  const { t, i18n } = useTranslation('recipes');
  const count = ratingCount ?? 0;
  const label =
    averageRating && count > 0
      ? t('stars.rated', { rating: formatAverage(averageRating, i18n.language), max: maxRating, count })
      : t('stars.notRated');
  return (
    <span className={`${styles.display} ${styles[size]}`} role="img" aria-label={label}>
      <span className={styles.row}>
        {starFills(averageRating).map((fill, i) => (
          <Star key={i} fill={fill} />
        ))}
      </span>
      {showCount && (
        <span className={styles.count} aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  );
}

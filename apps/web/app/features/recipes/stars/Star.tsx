import type { StarFill } from './star-fills.ts';
import styles from './Stars.module.css';

/**
 * One star: an outline with the filled star clipped over it to the given share, both drawn by
 * the stylesheet (CSS masks of one SVG shape). A list page shows over a hundred stars; as inline
 * SVG they were 40 KB of its HTML and most of its elements.
 */
export function Star({ fill }: { fill: StarFill }) {
  return <span className={styles.star} data-fill={fill} aria-hidden="true" />;
}

import type { StarFill } from './star-fills.ts';
import styles from './Stars.module.css';

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const fillWidth: Record<StarFill, string> = { full: '100%', half: '50%', empty: '0%' };

/** One star: an outline with the filled star clipped over it to the given share. */
export function Star({ fill }: { fill: StarFill }) {
  return (
    <span className={styles.star} data-fill={fill} aria-hidden="true">
      <svg viewBox="0 0 24 24" className={styles.outline} focusable="false">
        <path d={starPath} />
      </svg>
      <span className={styles.fillClip} style={{ width: fillWidth[fill] }}>
        <svg viewBox="0 0 24 24" className={styles.filled} focusable="false">
          <path d={starPath} />
        </svg>
      </span>
    </span>
  );
}

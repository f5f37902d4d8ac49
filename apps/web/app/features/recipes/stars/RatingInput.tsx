import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { maxRating, minRating } from '@recipes/contracts/plain';
import { Star } from './Star.tsx';
import { starFills } from './star-fills.ts';
import styles from './Stars.module.css';

interface RatingInputProps {
  averageRating: number | null;
  /** The signed-in member's own rating, if any. */
  userRating: number | null;
  busy: boolean;
  onRate(value: number): void;
}

const values = Array.from({ length: maxRating - minRating + 1 }, (_, i) => minRating + i);

/**
 * Stars a signed-in member rates with. Pointer hover and keyboard focus highlight up to that
 * star; click, Enter, Space or a digit key rates. Arrow keys, Home and End move between stars
 * (one tab stop for the group).
 */
export function RatingInput({ averageRating, userRating, busy, onRate }: RatingInputProps) {
  const { t } = useTranslation('recipes');
  const [preview, setPreview] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(Math.max((userRating ?? minRating) - minRating, 0));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const fills = preview ? starFills(preview) : starFills(averageRating);

  function moveFocus(index: number) {
    const next = Math.min(Math.max(index, 0), values.length - 1);
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveFocus(focusIndex + 1),
      ArrowUp: () => moveFocus(focusIndex + 1),
      ArrowLeft: () => moveFocus(focusIndex - 1),
      ArrowDown: () => moveFocus(focusIndex - 1),
      Home: () => moveFocus(0),
      End: () => moveFocus(values.length - 1),
    };
    const digit = Number(event.key);
    if (keys[event.key]) {
      event.preventDefault();
      keys[event.key]!();
    } else if (Number.isInteger(digit) && digit >= minRating && digit <= maxRating && !busy) {
      event.preventDefault();
      moveFocus(digit - minRating);
      onRate(digit);
    }
  }

  return (
    <div
      className={`${styles.input} ${styles.large}`}
      role="group"
      aria-label={t('stars.rateGroup')}
      aria-busy={busy}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setPreview(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPreview(null);
      }}
    >
      {values.map((value, index) => (
        <button
          key={value}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={styles.starButton}
          tabIndex={index === focusIndex ? 0 : -1}
          aria-label={t('stars.rateValue', { value, max: maxRating })}
          aria-pressed={userRating === value}
          // Not `disabled`: disabling the focused star while the rating saves threw focus to the page.
          aria-disabled={busy || undefined}
          onMouseEnter={() => setPreview(value)}
          onFocus={() => {
            setFocusIndex(index);
            setPreview(value);
          }}
          onClick={() => {
            if (!busy) onRate(value);
          }}
        >
          <Star fill={fills[index] ?? 'empty'} />
        </button>
      ))}
    </div>
  );
}

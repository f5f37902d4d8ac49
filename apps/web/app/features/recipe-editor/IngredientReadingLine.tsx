import type { ParsedIngredient } from '@recipes/contracts';
import { useCurrentLanguage } from '../../i18n/use-language.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { readingOf } from './ingredient-reading.ts';
import styles from './IngredientReadingLine.module.css';

/** The line as typed, and under it how the parser understood it (decision 0012). */
export function IngredientReadingLine({ parsed }: { parsed: ParsedIngredient }) {
  const { t } = useTranslation('ingredients');
  const reading = readingOf(parsed, useCurrentLanguage());
  return (
    <>
      <span className={styles.typed}>{parsed.text}</span>{' '}
      {reading.kind === 'notUnderstood' ? (
        <span className={`${styles.reading} ${styles.notUnderstood}`}>{t('reading.notUnderstood')}</span>
      ) : (
        <span className={styles.reading}>
          {reading.amount !== null && <Part label={t('reading.amount')} value={reading.amount} />}
          {reading.unit !== null && (
            <Part label={t('reading.unit')} value={t(`unit.${reading.unit}`, { count: reading.count })} />
          )}
          {reading.ingredient !== null && <Part label={t('reading.ingredient')} value={reading.ingredient} />}
          {reading.note !== null && <Part label={t('reading.note')} value={reading.note} />}
        </span>
      )}
    </>
  );
}

/** A space after each part keeps them apart for screen readers and copied text; flex hides it. */
function Part({ label, value }: { label: string; value: string }) {
  return (
    <>
      <span className={styles.part}>
        <span className={styles.label}>{label}:</span> <span className={styles.value}>{value}</span>
      </span>{' '}
    </>
  );
}

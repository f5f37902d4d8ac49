import { nutritionFields, nutritionMaximum } from '@recipes/contracts/plain';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import type { NutritionField } from '@recipes/contracts';
import type { NutritionForm } from './nutrition-form.ts';
import styles from './Nutrition.module.css';

/** The editor's collapsible nutrition inputs (per serving; all optional). */
export function NutritionFields({
  value,
  onChange,
}: {
  value: NutritionForm;
  onChange(field: NutritionField, value: string): void;
}) {
  const { t } = useTranslation('kitchen');
  const filled = nutritionFields.some((field) => value[field].trim());
  return (
    <details className={styles.details} open={filled || undefined}>
      <summary className={styles.summary}>{t('nutrition.editorTitle')}</summary>
      <p className={styles.hint}>{t('nutrition.editorHint')}</p>
      <div className={styles.grid}>
        {nutritionFields.map((field) => (
          <TextField
            key={field}
            label={`${t(`nutrition.${field}`)} (${field === 'calories' ? 'kcal' : 'g'})`}
            name={`nutrition.${field}`}
            type="number"
            inputMode="decimal"
            min={0}
            max={nutritionMaximum[field]}
            step="any"
            value={value[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ))}
      </div>
    </details>
  );
}

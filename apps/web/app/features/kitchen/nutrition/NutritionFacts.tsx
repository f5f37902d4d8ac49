import type { Language, RecipeNutrition } from '@recipes/contracts';
import { formatDecimal, nutritionFields } from '@recipes/contracts/plain';
import { useTranslation } from '../../../i18n/react.tsx';
import sections from '../../../components/ui/page-styles/RecipeSections.module.css';
import styles from './Nutrition.module.css';

/** The author's nutrition values per serving (they do not change with the servings shown). */
export function NutritionFacts({ nutrition, language }: { nutrition: RecipeNutrition | null; language: Language }) {
  const { t } = useTranslation('kitchen');
  if (!nutrition) return null;
  const rows = nutritionFields.flatMap((field) => {
    const value = nutrition[field];
    if (value === null) return [];
    const text =
      field === 'calories'
        ? t('nutrition.kcal', { value: formatDecimal(value, language, { maximumFractionDigits: 1 }) })
        : t('nutrition.grams', { value: formatDecimal(value, language, { maximumFractionDigits: 1 }) });
    return [{ field, text }];
  });
  if (rows.length === 0) return null;
  return (
    <section className={sections.block} aria-labelledby="nutrition-heading">
      <h2 id="nutrition-heading">{t('nutrition.title')}</h2>
      <dl className={styles.facts}>
        {rows.map(({ field, text }) => (
          <div key={field} className={styles.fact}>
            <dt>{t(`nutrition.${field}`)}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { useTranslation } from '../../../i18n/react.tsx';
import type { Recipe } from '@recipes/contracts';
import { totalMinutes } from '../seo/duration.ts';
import { formatMinutes } from './format-minutes.ts';
import styles from './RecipeFacts.module.css';

type FactsRecipe = Pick<Recipe, 'prepTime' | 'cookTime' | 'recipeYield'>;

/** Prep, cook and total time and the yield, where the recipe has them. */
export function RecipeFacts({ recipe }: { recipe: FactsRecipe }) {
  const { t } = useTranslation('recipes');
  const total = totalMinutes(recipe.prepTime, recipe.cookTime);
  const facts = [
    { label: t('detail.prepTime'), value: recipe.prepTime !== null ? formatMinutes(recipe.prepTime, t) : null },
    { label: t('detail.cookTime'), value: recipe.cookTime !== null ? formatMinutes(recipe.cookTime, t) : null },
    { label: t('detail.totalTime'), value: total !== null ? formatMinutes(total, t) : null },
    { label: t('detail.yield'), value: recipe.recipeYield.trim() || null },
  ].filter((fact): fact is { label: string; value: string } => fact.value !== null);
  if (facts.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

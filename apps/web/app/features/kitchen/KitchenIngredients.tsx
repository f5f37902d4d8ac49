import type { Language, Recipe } from '@recipes/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { AddToShoppingList } from '../shopping-list/index.ts';
import { CookMode } from './cook-mode/CookMode.tsx';
import { cookStepsOf } from './cook-mode/recipe-steps.ts';
import { KitchenControls } from './scaling/KitchenControls.tsx';
import { parsedLinesOf } from './scaling/recipe-lines.ts';
import { ScaledIngredientList } from './scaling/ScaledIngredientList.tsx';
import { useKitchenView } from './scaling/use-kitchen-view.ts';
import sections from '../../components/ui/page-styles/RecipeSections.module.css';
import styles from './scaling/Kitchen.module.css';

/**
 * The recipe page's ingredients with the kitchen around them: servings and units (from the
 * link, so the server renders them scaled), the shopping-list button and cook mode.
 */
export function KitchenIngredients({ recipe, language }: { recipe: Recipe; language: Language }) {
  const { t } = useTranslation('recipes');
  const view = useKitchenView(recipe.recipeYield);
  const lines = parsedLinesOf(recipe);
  if (lines.length === 0 && recipe.recipeInstructions.length === 0) return null;
  return (
    <section className={sections.block} aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading">{t('detail.ingredients')}</h2>
      <KitchenControls view={view} recipeYield={recipe.recipeYield} />
      <ScaledIngredientList lines={lines} view={view} language={language} />
      <div className={`${styles.actions} no-print`}>
        <AddToShoppingList recipeId={recipe.id} lines={lines} factor={view.factor} system={view.system} />
        <CookMode
          recipeName={recipe.name}
          steps={cookStepsOf(recipe)}
          lines={lines}
          factor={view.factor}
          system={view.system}
          language={language}
        />
      </div>
    </section>
  );
}

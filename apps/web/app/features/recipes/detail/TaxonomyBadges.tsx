import { useTranslation } from '../../../i18n/react.tsx';
import { PlainLink } from '../../../components/ui/PlainLink.tsx';
import type { Recipe } from '@recipes/contracts';
import { categoryTerms, cuisineTerms, findTerm, resolveLanguage } from '@recipes/contracts/plain';
import styles from './RecipeDetail.module.css';
import { CategoryIcon, CuisineIcon } from '../../../components/ui/icons/term-icons.tsx';

/** Category and cuisine in the page's language, each linking to its filtered list. */
export function TaxonomyBadges({ recipe }: { recipe: Pick<Recipe, 'recipeCategory' | 'recipeCuisine'> }) {
  const { t, i18n } = useTranslation('recipes');
  const language = resolveLanguage(i18n.language);
  const category = findTerm(categoryTerms, recipe.recipeCategory);
  const cuisine = findTerm(cuisineTerms, recipe.recipeCuisine);
  if (!category && !cuisine) return null;
  return (
    <p className={styles.badges}>
      {category && (
        <PlainLink
          className={styles.badge}
          to={`/recipes?category=${category.key}`}
          aria-label={t('detail.categoryBadge', { name: category.names[language] })}
        >
          <CategoryIcon categoryKey={category.key} /> {category.names[language]}
        </PlainLink>
      )}
      {cuisine && (
        <PlainLink
          className={`${styles.badge} ${styles.cuisine}`}
          to={`/recipes?cuisine=${cuisine.key}`}
          aria-label={t('detail.cuisineBadge', { name: cuisine.names[language] })}
        >
          <CuisineIcon /> {cuisine.names[language]}
        </PlainLink>
      )}
    </p>
  );
}

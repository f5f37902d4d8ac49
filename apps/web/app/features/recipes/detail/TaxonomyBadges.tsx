import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import type { Recipe } from '@recipes/contracts';
import { categoryTerms, cuisineTerms, findTerm, resolveLanguage } from '@recipes/contracts/plain';
import styles from './RecipeDetail.module.css';

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
        <Link
          className={styles.badge}
          to={`/recipes?category=${category.key}`}
          aria-label={t('detail.categoryBadge', { name: category.names[language] })}
        >
          <span aria-hidden="true">{category.icon}</span> {category.names[language]}
        </Link>
      )}
      {cuisine && (
        <Link
          className={`${styles.badge} ${styles.cuisine}`}
          to={`/recipes?cuisine=${cuisine.key}`}
          aria-label={t('detail.cuisineBadge', { name: cuisine.names[language] })}
        >
          <span aria-hidden="true">{cuisine.icon}</span> {cuisine.names[language]}
        </Link>
      )}
    </p>
  );
}

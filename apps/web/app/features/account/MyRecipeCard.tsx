import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { Recipe } from '@recipes/contracts';
import {
  cardWidthLimit,
  categoryTerms,
  findTerm,
  photoSrcSet,
  recipePath,
  resolveLanguage,
} from '@recipes/contracts/plain';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { cardDescription } from './card-description.ts';
import styles from './MyRecipes.module.css';
import { CategoryIcon, PlateIcon } from '../../components/ui/icons/term-icons.tsx';

interface MyRecipeCardProps {
  recipe: Recipe;
  /** Called after the member confirmed; rejects when the server refused. */
  onDelete(recipe: Recipe): Promise<void>;
}

/** SPEC "My Recipes": View, Edit and Delete; description cut to 100 characters; category; times. */
export function MyRecipeCard({ recipe, onDelete }: MyRecipeCardProps) {
  const { t, i18n } = useTranslation('account');
  const [deleting, setDeleting] = useState(false);
  const language = resolveLanguage(i18n.language);
  const category = findTerm(categoryTerms, recipe.recipeCategory);
  const image = recipe.images[0];
  const description = cardDescription(recipe);
  const viewPath = recipePath(recipe);

  const confirmAndDelete = async () => {
    if (!window.confirm(t('myRecipes.confirmDelete'))) return;
    setDeleting(true);
    try {
      await onDelete(recipe);
    } catch {
      setDeleting(false);
    }
  };

  return (
    <article className={styles.card} aria-labelledby={`my-recipe-${recipe.id}`} data-testid="my-recipe-card">
      <div className={styles.media}>
        {image ? (
          <img
            src={image.thumbnail || image.image}
            srcSet={photoSrcSet(image.thumbnail || image.image, cardWidthLimit)}
            sizes="(min-width: 48rem) 22rem, 100vw"
            alt={image.alt || recipe.name}
            loading="lazy"
            width={400}
            height={300}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            {category ? <CategoryIcon categoryKey={category.key} /> : <PlateIcon />}
          </span>
        )}
        {!recipe.active && <span className={styles.draft}>{t('myRecipes.draft')}</span>}
      </div>
      <div className={styles.body}>
        <h2 id={`my-recipe-${recipe.id}`} className={styles.name}>
          <Link to={viewPath}>{recipe.name}</Link>
        </h2>
        <p className={styles.meta}>
          <span className={styles.category}>
            {category ? (
              <>
                <CategoryIcon categoryKey={category.key} /> {category.names[language]}
              </>
            ) : (
              t('myRecipes.noCategory')
            )}
          </span>
          {recipe.prepTime !== null && <span>{t('myRecipes.prepTime', { minutes: recipe.prepTime })}</span>}
          {recipe.cookTime !== null && <span>{t('myRecipes.cookTime', { minutes: recipe.cookTime })}</span>}
        </p>
        {description && <p className={styles.description}>{description}</p>}
        <div className={styles.cardActions}>
          <ButtonLink to={viewPath} size="sm" variant="secondary">
            {t('myRecipes.view')}
          </ButtonLink>
          <ButtonLink to={`/recipe/${recipe.id}/edit`} size="sm" variant="secondary">
            {t('myRecipes.edit')}
          </ButtonLink>
          <Button
            size="sm"
            variant="danger"
            disabled={deleting}
            aria-label={t('myRecipes.deleteLabel', { name: recipe.name })}
            onClick={() => void confirmAndDelete()}
          >
            {deleting ? t('myRecipes.deleting') : t('myRecipes.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}

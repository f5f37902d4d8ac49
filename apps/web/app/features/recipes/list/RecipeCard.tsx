import { PlainLink } from '../../../components/ui/PlainLink.tsx';
import type { RecipeCard as RecipeCardData } from '@recipes/contracts';
import { cardWidthLimit, photoSrcSet, recipePath, thumbnailWidth } from '@recipes/contracts/plain';
import { FavoriteButton } from '../../favorites/index.ts';
import { StarDisplay } from '../stars/StarDisplay.tsx';
import styles from './RecipeCard.module.css';
import { PlateIcon } from '../../../components/ui/icons/term-icons.tsx';

/** A card as the list pages ship it (the cuisine only the home page's teasers show). */
export type CardRecipe = Omit<RecipeCardData, 'recipeCuisine'>;

/** Width the grid gives a card: one column on phones, two on tablets, three or four on desktops. */
export const cardImageSizes = '(min-width: 1100px) 300px, (min-width: 900px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * Cards in the grid's first row load at once; the rest wait until they scroll near. The first
 * card's photo is the largest thing a phone shows first, so it may be fetched before the others.
 */
export function RecipeCard({
  recipe,
  eager = false,
  first = false,
}: {
  recipe: CardRecipe;
  eager?: boolean;
  first?: boolean;
}) {
  const image = recipe.images[0];
  const description = recipe.shortDescription.trim();
  return (
    <article className={styles.card}>
      <PlainLink to={recipePath(recipe)} className={styles.link}>
        <div className={styles.media}>
          {image ? (
            <img
              src={image.thumbnail || image.image}
              srcSet={photoSrcSet(image.thumbnail || image.image, cardWidthLimit)}
              sizes={cardImageSizes}
              width={thumbnailWidth}
              height={Math.round((thumbnailWidth * 3) / 4)}
              loading={eager || first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : undefined}
              decoding="async"
              alt={image.alt || recipe.name}
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true">
              <PlateIcon />
            </span>
          )}
        </div>
        <div className={styles.body}>
          <h2 className={styles.name}>{recipe.name}</h2>
          {description && <p className={styles.description}>{description}</p>}
          <div className={styles.rating}>
            <StarDisplay averageRating={recipe.averageRating} ratingCount={recipe.ratingCount} />
          </div>
        </div>
      </PlainLink>
      <FavoriteButton recipeId={recipe.id} recipeName={recipe.name} />
    </article>
  );
}

import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { Recipe } from '@recipes/contracts';
import { resolveLanguage, unpackDescription } from '@recipes/contracts/plain';
import { FavoriteButton } from '../../favorites/index.ts';
import { DownloadRecipeLink } from '../../recipe-export/index.ts';
import { RecipeRating } from '../stars/RecipeRating.tsx';
import { DescriptionSections } from './DescriptionSections.tsx';
import { EditRecipeLink } from './EditRecipeLink.tsx';
import { KitchenIngredients, NutritionFacts } from '../../kitchen/index.ts';
import { InstructionList } from './InstructionList.tsx';
import { PhotoGallery } from './PhotoGallery.tsx';
import { RecipeExtras } from './RecipeExtras.tsx';
import { RecipeFacts } from './RecipeFacts.tsx';
import { RichText } from './RichText.tsx';
import { ShareButtons } from './ShareButtons.tsx';
import { TaxonomyBadges } from './TaxonomyBadges.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import styles from './RecipeDetail.module.css';

export interface RecipeDetailProps {
  recipe: Recipe;
  /** Absolute canonical URL, for sharing. */
  pageUrl: string;
  /** Absolute URL of the first photo, or null. */
  shareImage: string | null;
  /** schema.org Recipe, already serialized and escaped for a script element. */
  jsonLd: string;
}

/**
 * The page's independent parts sit in Suspense boundaries, though nothing in them suspends: React
 * then hydrates the header first and each boundary in a later, separate pass (selective
 * hydration: a click inside one not yet hydrated hydrates it at once and is replayed), instead of
 * one long task for the whole page (decision 0029). The server's HTML is the same, all of it.
 */
export function RecipeDetail({ recipe, pageUrl, shareImage, jsonLd }: RecipeDetailProps) {
  const { t, i18n } = useTranslation('recipes');
  const language = resolveLanguage(i18n.language);
  const { description, sections } = unpackDescription(recipe.description);
  const summary = recipe.shortDescription.trim();
  return (
    <article className={styles.recipe}>
      {/* Escaped by serializeJsonLd: '<' can never close this element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <HydrateLater>
        <header className={styles.header}>
          <TaxonomyBadges recipe={recipe} />
          <h1 className={styles.title}>{recipe.name}</h1>
          <RecipeRating recipe={recipe} />
          <div className={styles.actions}>
            <Suspense>
              <FavoriteButton recipeId={recipe.id} recipeName={recipe.name} look="page" />
              <ShareButtons
                target={{ url: pageUrl, name: recipe.name, summary, image: shareImage }}
                ingredients={recipe.recipeIngredients}
              />
              <EditRecipeLink recipe={recipe} />
              <DownloadRecipeLink recipeId={recipe.id} />
            </Suspense>
          </div>
        </header>
      </HydrateLater>

      <HydrateLater>
        <div className={recipe.images.length > 0 ? styles.intro : `${styles.intro} ${styles.noPhotos}`}>
          <Suspense>
            <PhotoGallery images={recipe.images} recipeName={recipe.name} />
          </Suspense>
          <div className={styles.introText}>
            {summary && <p className={styles.lead}>{summary}</p>}
            <RecipeFacts recipe={recipe} />
          </div>
        </div>
      </HydrateLater>

      {description.trim() && (
        <HydrateLater>
          <section className={styles.description} aria-label={t('detail.description')}>
            <RichText text={description} />
          </section>
        </HydrateLater>
      )}
      <DescriptionSections sections={sections} language={language} />

      <HydrateLater>
        <div className={styles.cooking}>
          <Suspense>
            <KitchenIngredients recipe={recipe} language={language} />
          </Suspense>
          <Suspense>
            <InstructionList steps={recipe.recipeInstructions} />
          </Suspense>
        </div>
      </HydrateLater>
      <Suspense>
        <NutritionFacts nutrition={recipe.nutrition} language={language} />
        <RecipeExtras recipe={recipe} />
      </Suspense>
    </article>
  );
}

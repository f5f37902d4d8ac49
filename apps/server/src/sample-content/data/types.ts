import type { Language, RecipeCreateBody } from '@recipes/contracts';
import type { DishArt, StepScene } from '../art/dish.ts';

type Complete = 'shortDescription' | 'description' | 'recipeCategory' | 'recipeCuisine' | 'recipeIngredients';
type Timed = 'recipeInstructions' | 'keywords' | 'prepTime' | 'cookTime' | 'recipeYield';

/**
 * A sample recipe as a member would submit it, minus images (the seed draws and uploads
 * those), plus what the seed needs to draw its photos.
 */
export type SampleRecipe = Omit<RecipeCreateBody, 'images' | 'createdByUserId'> &
  Required<Pick<RecipeCreateBody, Complete | Timed>> & {
    /** The language the recipe is written in. */
    language: Language;
    /** How the generated photos draw this dish. */
    art: DishArt;
    /** Gallery photos to generate, 1–3. */
    photos: 1 | 2 | 3;
    /** Steps (by index) that get a photo, and what it shows. */
    stepPhotos?: Readonly<Partial<Record<number, StepScene>>>;
  };

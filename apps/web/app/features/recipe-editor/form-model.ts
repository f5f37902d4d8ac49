import type { Recipe, RecipeFields, RecipeImage } from '@recipes/contracts';
import { packDescription, unpackDescription, type CategoryKey, type CuisineKey } from '@recipes/contracts/plain';
import { emptyNutritionForm, nutritionFormFrom, nutritionFromForm, type NutritionForm } from '../kitchen/index.ts';

/** An extra description section while it is edited; `key` only tells React which row is which. */
export interface SectionDraft {
  key: string;
  title: string;
  content: string;
}

export interface StepDraft {
  key: string;
  instruction: string;
  imageURL: string | null;
  thumbnailURL: string | null;
}

/**
 * What the form's controls hold. Lists typed as text (ingredients, keywords, videos) stay text
 * here, so the member's blank lines and spaces survive until the recipe is saved.
 */
export interface RecipeForm {
  name: string;
  shortDescription: string;
  description: string;
  sections: SectionDraft[];
  images: RecipeImage[];
  recipeCategory: string;
  recipeCuisine: string;
  /** One ingredient a line; a line starting with '#' is a heading. */
  ingredients: string;
  steps: StepDraft[];
  prepTime: string;
  cookTime: string;
  recipeYield: string;
  /** Comma separated. */
  keywords: string;
  notes: string;
  sourceURL: string;
  /** One address a line. */
  videos: string;
  active: boolean;
  /** Per serving, as typed (empty = not given). */
  nutrition: NutritionForm;
}

/** The text fields a plain input or textarea edits. */
export type TextField =
  | 'name'
  | 'shortDescription'
  | 'description'
  | 'recipeCategory'
  | 'recipeCuisine'
  | 'ingredients'
  | 'prepTime'
  | 'cookTime'
  | 'recipeYield'
  | 'keywords'
  | 'notes'
  | 'sourceURL'
  | 'videos';

/** Suffix SPEC section 4 gives a copied recipe's name. */
export const copySuffix = ' (Copy)';

export function emptyForm(): RecipeForm {
  return {
    name: '',
    shortDescription: '',
    description: '',
    sections: [],
    images: [],
    recipeCategory: '',
    recipeCuisine: '',
    ingredients: '',
    steps: [],
    prepTime: '',
    cookTime: '',
    recipeYield: '',
    keywords: '',
    notes: '',
    sourceURL: '',
    videos: '',
    active: true,
    nutrition: emptyNutritionForm(),
  };
}

/** Gives list rows keys from a counter, so the conversion stays a pure function. */
export interface KeySource {
  next(): string;
}

export function counterKeys(start = 0): KeySource & { readonly used: number } {
  let count = start;
  return {
    next: () => `k${++count}`,
    get used() {
      return count;
    },
  };
}

/**
 * The form showing a stored recipe (or an imported draft, which has the same fields); its
 * description is split into main text and sections.
 */
export function formFromRecipe(recipe: RecipeFields, keys: KeySource): RecipeForm {
  const { description, sections } = unpackDescription(recipe.description);
  return {
    name: recipe.name,
    shortDescription: recipe.shortDescription,
    description,
    sections: sections.map((section) => ({ key: keys.next(), ...section })),
    images: recipe.images.map((image) => ({ ...image })),
    recipeCategory: recipe.recipeCategory ?? '',
    recipeCuisine: recipe.recipeCuisine ?? '',
    ingredients: recipe.recipeIngredients.join('\n'),
    steps: recipe.recipeInstructions.map((step) => ({
      key: keys.next(),
      instruction: step.instruction,
      imageURL: step.imageURL,
      thumbnailURL: step.thumbnailURL,
    })),
    prepTime: recipe.prepTime === null ? '' : String(recipe.prepTime),
    cookTime: recipe.cookTime === null ? '' : String(recipe.cookTime),
    recipeYield: recipe.recipeYield,
    keywords: recipe.keywords.join(', '),
    notes: recipe.notes,
    sourceURL: recipe.sourceURL,
    videos: recipe.videos.join('\n'),
    active: recipe.active,
    nutrition: nutritionFormFrom(recipe.nutrition),
  };
}

/** SPEC section 4: a copy carries every field, photo, step and video, named '<name> (Copy)'. */
export function formFromCopy(recipe: Recipe, keys: KeySource): RecipeForm {
  return { ...formFromRecipe(recipe, keys), name: `${recipe.name}${copySuffix}` };
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function minutes(text: string): number | null {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** A step is sent when it has text or a photo; empty ones are dropped. */
export const isSentStep = (step: StepDraft): boolean => Boolean(step.instruction.trim() || step.imageURL);

/** Whole fields the API stores; blank list entries and sections without content are dropped. */
export function formToBody(form: RecipeForm): RecipeFields {
  return {
    name: form.name,
    shortDescription: form.shortDescription,
    description: packDescription(form.description, form.sections),
    recipeCategory: (form.recipeCategory || null) as CategoryKey | null,
    recipeCuisine: (form.recipeCuisine || null) as CuisineKey | null,
    recipeIngredients: lines(form.ingredients),
    recipeInstructions: form.steps.filter(isSentStep).map((step) => ({
      instruction: step.instruction.trim(),
      imageURL: step.imageURL,
      thumbnailURL: step.thumbnailURL,
    })),
    images: form.images.map((image) => ({ image: image.image, thumbnail: image.thumbnail, alt: image.alt.trim() })),
    videos: lines(form.videos),
    keywords: form.keywords
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    notes: form.notes,
    prepTime: minutes(form.prepTime),
    cookTime: minutes(form.cookTime),
    recipeYield: form.recipeYield.trim(),
    sourceURL: form.sourceURL.trim(),
    active: form.active,
    nutrition: nutritionFromForm(form.nutrition),
  };
}

/** Two bodies say the same thing (formToBody always builds fields in the same order). */
export function sameBody(a: RecipeFields, b: RecipeFields): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Moves one entry of a list; indexes out of range leave the list as it is. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

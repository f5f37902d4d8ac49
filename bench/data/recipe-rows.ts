import { categoryTerms, cuisineTerms, languages, slugify, type RecipeImage } from '@recipes/contracts';
import type { WrittenRecipeRow } from '../../apps/server/src/db/schema.ts';
import type { Rng } from '../../apps/server/src/sample-content/art/random.ts';
import { createParsedColumnsReader } from '../../apps/server/src/modules/recipes/parsed-lines.ts';
import { rareIngredients, vocabulary } from './vocabulary.ts';

/** A stored photo (every width on disk) that generated recipes point to. */
export interface StoredPhoto {
  imageURL: string;
  thumbnailURL: string;
}

export interface RecipeRowContext {
  rng: Rng;
  photos: readonly StoredPhoto[];
  members: number;
  /** Creation times spread evenly from here to now, in id order (as a real site grows). */
  startMs: number;
  spanMs: number;
  total: number;
}

const parsedColumns = createParsedColumnsReader();

/** Ordinary pantry words are drawn with a skew: the first ones land in most recipes. */
function skewedPick<T>(rng: Rng, items: readonly T[]): T {
  const index = Math.floor(items.length * rng.next() ** 2.2);
  return items[Math.min(index, items.length - 1)]!;
}

function fill(template: string, word: string): string {
  const sentence = template.replace('%', word);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Authors follow a long tail: a few members write many recipes, most write few. */
function authorId(rng: Rng, members: number): number {
  return 1 + Math.floor(members * rng.next() ** 3);
}

/** One believable recipe row with id `id` (ids are given, so ratings can refer to them). */
export function recipeRow(id: number, context: RecipeRowContext): WrittenRecipeRow {
  const { rng } = context;
  const language = languages[id % languages.length]!;
  const words = vocabulary[language];
  const main = rng.pick(words.mains);
  const name = words.name(rng.pick(words.styles), main, rng.pick(words.dishes));
  const pantry = new Set<string>();
  const ingredientCount = rng.int(5, 12);
  while (pantry.size < ingredientCount) pantry.add(skewedPick(rng, words.pantry));
  if (rng.chance(0.01)) pantry.add(rng.pick(rareIngredients));
  const ingredients = [main.toLowerCase(), ...pantry].map((item) => `${rng.pick(words.units)} ${item}`);
  const stepCount = rng.int(3, 7);
  const pantryList = [...pantry];
  const instructions = Array.from({ length: stepCount }, (_, i) => ({
    instruction: fill(words.steps[i % words.steps.length]!, rng.pick(pantryList)),
    imageURL: null,
    thumbnailURL: null,
  }));
  const images: RecipeImage[] = Array.from({ length: rng.int(1, 3) }, () => {
    const photo = rng.pick(context.photos);
    return { image: photo.imageURL, thumbnail: photo.thumbnailURL, alt: name };
  });
  const created = new Date(context.startMs + (context.spanMs * id) / context.total).toISOString();
  return {
    id,
    name,
    slug: slugify(name),
    short_description: fill(rng.pick(words.descriptions), main.toLowerCase()),
    description: [0, 1, 2].map(() => fill(rng.pick(words.descriptions), rng.pick(pantryList))).join('\n'),
    recipe_category: rng.pick(categoryTerms).key,
    recipe_cuisine: rng.chance(0.9) ? rng.pick(cuisineTerms).key : null,
    recipe_ingredients: JSON.stringify(ingredients),
    recipe_instructions: JSON.stringify(instructions),
    // What a write through the API would store (decision 0012).
    ...parsedColumns(ingredients, instructions),
    images: JSON.stringify(images),
    videos: '[]',
    keywords: JSON.stringify([main.toLowerCase(), rng.pick(pantryList)]),
    notes: '',
    nutrition: null,
    prep_time: rng.int(5, 45),
    cook_time: rng.chance(0.85) ? rng.int(5, 180) : null,
    recipe_yield: `${rng.int(1, 8)}`,
    source_url: '',
    active: rng.chance(0.97) ? 1 : 0,
    created_by_user_id: authorId(rng, context.members),
    average_rating: null,
    rating_count: 0,
    review_count: 0,
    cooked_count: 0,
    created_at: created,
    updated_at: created,
  };
}

export interface RatingRowDraft {
  recipe_id: number;
  user_id: number;
  rating: number;
  created_at: string;
  updated_at: string;
}

const ratingScale = [1, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5] as const;

/**
 * Ratings of one recipe by distinct members other than its author; popular recipes get many,
 * most get a few (mean `perRecipe`).
 */
export function ratingRows(recipe: WrittenRecipeRow, perRecipe: number, members: number, rng: Rng): RatingRowDraft[] {
  if (!recipe.active) return [];
  const count = Math.min(members - 1, Math.round(perRecipe * 2 * rng.next() ** 1.0 + rng.next()));
  const raters = new Set<number>();
  while (raters.size < count) {
    const rater = rng.int(1, members);
    if (rater !== recipe.created_by_user_id) raters.add(rater);
  }
  const appeal = Math.round(rng.range(-1.2, 0.7));
  return [...raters].map((user_id) => ({
    recipe_id: recipe.id,
    user_id,
    rating: Math.min(5, Math.max(1, rng.pick(ratingScale) + appeal)),
    created_at: recipe.created_at,
    updated_at: recipe.created_at,
  }));
}

import { z } from 'zod';
import {
  CategoryKeySchema,
  CuisineKeySchema,
  RecipeImageSchema,
  RecipeInstructionSchema,
  RecipeNutritionSchema,
  type RecipeNutrition,
  slugify,
  type Author,
  type Recipe,
  type RecipeCard,
  type RecipeCreateBody,
  type RecipeFields,
  type RecipeUpdateBody,
} from '@recipes/contracts';
import type { NewRecipeRow, RecipeRow, RecipeRowUpdate } from '../../db/schema.ts';
import {
  parsedColumns,
  parseIngredientLines,
  readParsedIngredients,
  readStepTimers,
  timersOfSteps,
} from './parsed-lines.ts';
import type { RecipeCardRow } from './recipes.repository.ts';

/** The single place where recipe rows and API objects are translated into each other. */

export function parseJsonArray(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/**
 * Reads a JSON list column, keeping only entries that match the schema: a damaged or
 * hand-edited row degrades to fewer entries instead of a failed response.
 */
function parseList<T>(text: string, schema: z.ZodType<T>): T[] {
  return parseJsonArray(text).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const TextSchema = z.string();

export function parseTextList(text: string): string[] {
  return parseList(text, TextSchema);
}

/** A key the taxonomy no longer has reads as "none" rather than breaking the response schema. */
function knownKey<T>(schema: z.ZodType<T>, value: string | null): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Nutrition JSON that no longer fits the schema reads as none. */
function parseNutrition(text: string | null): RecipeNutrition | null {
  if (text === null) return null;
  try {
    const parsed = RecipeNutritionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** An object whose fields are all null is stored as no nutrition at all. */
function nutritionColumn(nutrition: RecipeNutrition | null): string | null {
  if (nutrition === null || Object.values(nutrition).every((value) => value === null)) return null;
  return JSON.stringify(nutrition);
}

/** A card's fields: the first photo that reads as one, the rest as `toRecipe` reads them. */
export function toRecipeCard(row: RecipeCardRow): RecipeCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    shortDescription: row.short_description,
    images: parseList(row.images, RecipeImageSchema).slice(0, 1),
    recipeCuisine: knownKey(CuisineKeySchema, row.recipe_cuisine),
    averageRating: row.average_rating,
    ratingCount: row.rating_count,
    reviewCount: row.review_count,
    cookedCount: row.cooked_count,
  };
}

export function toRecipe(row: RecipeRow, author: Author): Recipe {
  const ingredients = parseTextList(row.recipe_ingredients);
  const steps = parseList(row.recipe_instructions, RecipeInstructionSchema);
  const timers = readStepTimers(row.instruction_timers, steps);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    shortDescription: row.short_description,
    description: row.description,
    recipeCategory: knownKey(CategoryKeySchema, row.recipe_category),
    recipeCuisine: knownKey(CuisineKeySchema, row.recipe_cuisine),
    recipeIngredients: ingredients,
    parsedIngredients: readParsedIngredients(row.parsed_ingredients, ingredients),
    recipeInstructions: steps.map((step, i) => ({ ...step, timers: timers[i] ?? [] })),
    images: parseList(row.images, RecipeImageSchema),
    videos: parseTextList(row.videos),
    keywords: parseTextList(row.keywords),
    notes: row.notes,
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    recipeYield: row.recipe_yield,
    sourceURL: row.source_url,
    active: row.active === 1,
    nutrition: parseNutrition(row.nutrition),
    createdByUserId: row.created_by_user_id,
    averageRating: row.average_rating,
    ratingCount: row.rating_count,
    reviewCount: row.review_count,
    cookedCount: row.cooked_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    author: { id: author.id, name: author.name },
  };
}

/** Column values for the fields present in a body; absent fields are left out entirely. */
function columnsFor(body: Partial<RecipeFields>): RecipeRowUpdate {
  const columns: RecipeRowUpdate = {};
  if (body.name !== undefined) {
    columns.name = body.name;
    columns.slug = slugify(body.name);
  }
  if (body.shortDescription !== undefined) columns.short_description = body.shortDescription;
  if (body.description !== undefined) columns.description = body.description;
  if (body.recipeCategory !== undefined) columns.recipe_category = body.recipeCategory;
  if (body.recipeCuisine !== undefined) columns.recipe_cuisine = body.recipeCuisine;
  // The parsed reading is stored with the text it was read from, so reads never parse.
  if (body.recipeIngredients !== undefined) {
    columns.recipe_ingredients = JSON.stringify(body.recipeIngredients);
    columns.parsed_ingredients = JSON.stringify(parseIngredientLines(body.recipeIngredients));
  }
  if (body.recipeInstructions !== undefined) {
    columns.recipe_instructions = JSON.stringify(body.recipeInstructions);
    columns.instruction_timers = JSON.stringify(timersOfSteps(body.recipeInstructions));
  }
  if (body.images !== undefined) columns.images = JSON.stringify(body.images);
  if (body.videos !== undefined) columns.videos = JSON.stringify(body.videos);
  if (body.keywords !== undefined) columns.keywords = JSON.stringify(body.keywords);
  if (body.notes !== undefined) columns.notes = body.notes;
  if (body.prepTime !== undefined) columns.prep_time = body.prepTime;
  if (body.cookTime !== undefined) columns.cook_time = body.cookTime;
  if (body.recipeYield !== undefined) columns.recipe_yield = body.recipeYield;
  if (body.sourceURL !== undefined) columns.source_url = body.sourceURL;
  if (body.active !== undefined) columns.active = body.active ? 1 : 0;
  if (body.nutrition !== undefined) columns.nutrition = nutritionColumn(body.nutrition);
  return columns;
}

/** A new row: what the body gives, defaults (empty texts and lists, active, no times) for the rest. */
export function toNewRecipeRow(body: RecipeCreateBody, ownerId: number, now: string): NewRecipeRow {
  return {
    short_description: '',
    description: '',
    recipe_category: null,
    recipe_cuisine: null,
    recipe_ingredients: '[]',
    recipe_instructions: '[]',
    ...parsedColumns([], []),
    images: '[]',
    videos: '[]',
    keywords: '[]',
    notes: '',
    prep_time: null,
    cook_time: null,
    recipe_yield: '',
    source_url: '',
    active: 1,
    ...columnsFor(body),
    name: body.name,
    slug: slugify(body.name),
    created_by_user_id: ownerId,
    average_rating: null,
    rating_count: 0,
    created_at: now,
    updated_at: now,
  };
}

/** Only the fields the body carries change (a body with just `images` saves an order). */
export function toRecipeRowUpdate(body: RecipeUpdateBody, now: string): RecipeRowUpdate {
  return { ...columnsFor(body), updated_at: now };
}

/** Every stored photo a recipe points at: gallery images, thumbnails and step images. */
export function photoUrlsOf(row: Pick<RecipeRow, 'images' | 'recipe_instructions'>): string[] {
  const urls = new Set<string>();
  for (const image of parseList(row.images, RecipeImageSchema)) {
    urls.add(image.image);
    urls.add(image.thumbnail);
  }
  for (const step of parseList(row.recipe_instructions, RecipeInstructionSchema)) {
    if (step.imageURL) urls.add(step.imageURL);
    if (step.thumbnailURL) urls.add(step.thumbnailURL);
  }
  urls.delete('');
  return [...urls];
}

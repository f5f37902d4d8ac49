import { z } from 'zod';
import { AuthorSchema } from './accounts.ts';
import { IdSchema, PaginationQuerySchema } from './common.ts';
import { recipeLimits as limits } from './limits.ts';
import { ParsedIngredientSchema, StepTimerSchema } from './kitchen.ts';
import { RecipeNutritionSchema } from './nutrition.ts';
import { OwnPhotoPathSchema } from './photos.ts';
import { RecipeFilterQuerySchema } from './recipe-filters.ts';
import { CategoryKeySchema, CuisineKeySchema } from './taxonomy.ts';

const url = z.string().trim().max(limits.url);
const minutes = z.number().int().min(0).max(limits.minutes).nullable();

export const RecipeImageSchema = z.object({
  image: url.min(1),
  thumbnail: url,
  alt: z.string().max(limits.imageAlt).default(''),
});
export type RecipeImage = z.infer<typeof RecipeImageSchema>;

export const RecipeInstructionSchema = z.object({
  instruction: z.string().max(limits.instruction),
  imageURL: url.nullable().default(null),
  thumbnailURL: url.nullable().default(null),
});
export type RecipeInstruction = z.infer<typeof RecipeInstructionSchema>;

/** Every field of a recipe as stored and answered. */
export const RecipeFieldsSchema = z.object({
  name: z.string().trim().min(1).max(limits.name),
  shortDescription: z.string().max(limits.shortDescription),
  description: z.string().max(limits.description),
  recipeCategory: CategoryKeySchema.nullable(),
  recipeCuisine: CuisineKeySchema.nullable(),
  recipeIngredients: z.array(z.string().max(limits.ingredient)).max(limits.ingredients),
  recipeInstructions: z.array(RecipeInstructionSchema).max(limits.instructions),
  images: z.array(RecipeImageSchema).max(limits.images),
  videos: z.array(url).max(limits.videos),
  keywords: z.array(z.string().trim().max(limits.keyword)).max(limits.keywords),
  notes: z.string().max(limits.notes),
  prepTime: minutes,
  cookTime: minutes,
  recipeYield: z.string().max(limits.recipeYield),
  sourceURL: url,
  active: z.boolean(),
  /** Per serving, optional (issue 14). */
  nutrition: RecipeNutritionSchema.nullable(),
});
export type RecipeFields = z.infer<typeof RecipeFieldsSchema>;

/** Photo fields as a client may write them: only photos uploaded here (OwnPhotoPathSchema). */
const RecipeImageInputSchema = RecipeImageSchema.extend({
  image: OwnPhotoPathSchema,
  thumbnail: z.union([OwnPhotoPathSchema, z.literal('')]),
});
const RecipeInstructionInputSchema = RecipeInstructionSchema.extend({
  imageURL: OwnPhotoPathSchema.nullable().default(null),
  thumbnailURL: OwnPhotoPathSchema.nullable().default(null),
});

/** Every field a member can write; none has a default so that a PUT can leave fields out. */
const RecipeWritableFieldsSchema = RecipeFieldsSchema.extend({
  recipeInstructions: z.array(RecipeInstructionInputSchema).max(limits.instructions),
  images: z.array(RecipeImageInputSchema).max(limits.images),
});

export const RecipeCreateBodySchema = RecipeWritableFieldsSchema.partial().extend({
  name: RecipeFieldsSchema.shape.name,
  createdByUserId: IdSchema.optional(),
});
export type RecipeCreateBody = z.infer<typeof RecipeCreateBodySchema>;

export const RecipeUpdateBodySchema = RecipeWritableFieldsSchema.partial().extend({
  createdByUserId: IdSchema.optional(),
});
export type RecipeUpdateBody = z.infer<typeof RecipeUpdateBodySchema>;

export const maxBulkRecipes = 100;
export const RecipeBulkBodySchema = z.array(RecipeCreateBodySchema).min(1).max(maxBulkRecipes);

/** A step as answered: with the durations its text names (clients do not send `timers`). */
export const RecipeInstructionAnswerSchema = RecipeInstructionSchema.extend({
  timers: z.array(StepTimerSchema),
});
export type RecipeInstructionAnswer = z.infer<typeof RecipeInstructionAnswerSchema>;

export const RecipeSchema = RecipeFieldsSchema.extend({
  recipeInstructions: z.array(RecipeInstructionAnswerSchema),
  /** One entry per line of recipeIngredients, same order; computed by the server on write. */
  parsedIngredients: z.array(ParsedIngredientSchema),
  id: z.number().int(),
  slug: z.string(),
  createdByUserId: z.number().int(),
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Visible reviews of the recipe, and how many of them say "I cooked it". */
  reviewCount: z.number().int(),
  cookedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: AuthorSchema,
});
export type Recipe = z.infer<typeof RecipeSchema>;

/**
 * What a recipe card shows, wherever pages list recipes (lists, search, home teasers, a member's
 * page): pages read and ship this, not whole recipes. `images` holds the first photo at most.
 */
export const RecipeCardSchema = RecipeSchema.pick({
  id: true,
  slug: true,
  name: true,
  shortDescription: true,
  images: true,
  recipeCuisine: true,
  averageRating: true,
  ratingCount: true,
  reviewCount: true,
  cookedCount: true,
});
export type RecipeCard = z.infer<typeof RecipeCardSchema>;

export const RecipeListQuerySchema = PaginationQuerySchema.extend({
  user_id: IdSchema.optional(),
  category: z.string().max(50).optional(),
  cuisine: z.string().max(50).optional(),
}).extend(RecipeFilterQuerySchema.shape);
export type RecipeListQuery = z.infer<typeof RecipeListQuerySchema>;

/** A search takes the list's filters too (CONTRACT "Filters and sort"). */
export const RecipeSearchQuerySchema = RecipeListQuerySchema;
export type RecipeSearchQuery = RecipeListQuery;

/** The facets take the list's parameters plus `q`, the keywords of a search. */
export const RecipeFacetsQuerySchema = RecipeListQuerySchema.extend({ q: z.string().max(200).optional() });
export type RecipeFacetsQuery = z.infer<typeof RecipeFacetsQuerySchema>;

export const RecipeSearchParamsSchema = z.object({ keywords: z.string().max(200) });

export const RecipeDebugSchema = z.object({
  row: z.record(z.string(), z.unknown()),
  searchDocument: z.record(z.string(), z.unknown()),
});

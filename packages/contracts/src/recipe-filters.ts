import { z } from 'zod';

import { recipeSorts } from './recipe-filter-options.ts';

export const RecipeSortSchema = z.enum(recipeSorts);

/** Ingredient words: the parameter repeated, or words separated by commas, or both. */
const ingredientWords = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(20)])
  .optional()
  .describe('Ingredient words, accent-insensitive: repeat the parameter or separate words with commas');

/** The filters and sort every list, search and facets request takes besides its own parameters. */
export const RecipeFilterQuerySchema = z.object({
  maxTime: z.coerce.number().int().min(1).max(100000).optional().describe('Prep plus cook time, in minutes, at most'),
  minRating: z.coerce.number().int().min(1).max(5).optional().describe('Average rating at least'),
  hasPhoto: z.enum(['true', 'false']).optional().describe('true: only recipes with a photo'),
  include: ingredientWords,
  exclude: ingredientWords,
  sort: RecipeSortSchema.optional().describe(
    'relevance (default with keywords), newest (default without), rating, quickest',
  ),
});
export type RecipeFilterQuery = z.infer<typeof RecipeFilterQuerySchema>;

/** `GET /api/v1/recipes/facets`: what each filter value would give, with everything else as asked. */
export const RecipeFacetsSchema = z.object({
  category: z.record(z.string(), z.number().int()),
  cuisine: z.record(z.string(), z.number().int()),
  maxTime: z.object({ '15': z.number().int(), '30': z.number().int(), '60': z.number().int() }),
  minRating: z.object({ '3': z.number().int(), '4': z.number().int() }),
  hasPhoto: z.number().int(),
});
export type RecipeFacets = z.infer<typeof RecipeFacetsSchema>;

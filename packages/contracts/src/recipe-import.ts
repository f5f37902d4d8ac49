import { z } from 'zod';
import { RecipeFieldsSchema } from './recipes.ts';

/** `POST /api/v1/recipes/import` with JSON: a recipe page's address, or a recipe pasted as text. */
export const RecipeImportBodySchema = z.union([
  z.object({ url: z.string().trim().min(1).max(2000) }).strict(),
  z.object({ text: z.string().trim().min(1).max(100000) }).strict(),
]);
export type RecipeImportBody = z.infer<typeof RecipeImportBodySchema>;

/**
 * What an import answers: every field the editor fills, not yet saved. `images` are already the
 * caller's own uploads; `sourceURL` is the page it came from (empty for pasted text).
 */
// The name may still be empty: a page without one leaves it to the member to fill in.
export const RecipeDraftSchema = RecipeFieldsSchema.extend({ name: z.string().trim().max(200) });
export type RecipeDraft = z.infer<typeof RecipeDraftSchema>;

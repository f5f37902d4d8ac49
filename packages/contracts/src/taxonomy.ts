import { z } from 'zod';
import { categoryKeys, cuisineKeys } from './taxonomy-terms.ts';

export const CategoryKeySchema = z.enum(categoryKeys);
export const CuisineKeySchema = z.enum(cuisineKeys);

export const TaxonomyEntrySchema = z.object({ key: z.string(), name: z.string(), icon: z.string() });
export type TaxonomyEntry = z.infer<typeof TaxonomyEntrySchema>;

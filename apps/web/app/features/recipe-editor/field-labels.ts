import type { TFunction } from '../../i18n/translator.ts';

/** Translation keys (namespace editor) of the form's fields, by API field name. */
const labelKeys: Record<string, string> = {
  name: 'fields.name',
  shortDescription: 'fields.shortDescription',
  description: 'fields.description',
  recipeCategory: 'fields.category',
  recipeCuisine: 'fields.cuisine',
  recipeIngredients: 'ingredients.label',
  recipeInstructions: 'groups.instructions',
  images: 'groups.photos',
  videos: 'fields.videos',
  keywords: 'fields.keywords',
  notes: 'fields.notes',
  prepTime: 'fields.prepTime',
  cookTime: 'fields.cookTime',
  recipeYield: 'fields.recipeYield',
  sourceURL: 'fields.sourceURL',
  active: 'fields.active',
};

/**
 * Names the field a server validation detail points at ('body.recipeInstructions.2.instruction'
 * → 'Step 3'), so the member knows what to fix. Unknown paths are shown as they are.
 */
export function fieldLabel(path: string, t: TFunction): string {
  const [field, index] = path.replace(/^body\./, '').split('.');
  if (field === 'recipeInstructions' && index !== undefined && /^\d+$/.test(index)) {
    return t('steps.step', { number: Number(index) + 1 });
  }
  const key = field ? labelKeys[field] : undefined;
  return key ? t(key) : path;
}

import type { TFunction } from '../../i18n/translator.ts';
import { isSentStep, type RecipeForm } from './form-model.ts';

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
 * The line (from 1) of a text box that holds the `index`th entry the API was sent: formToBody
 * drops blank lines, so entry 3 may be line 5. Without the text, or past its end: index + 1.
 */
export function lineOfEntry(text: string | undefined, index: number): number {
  if (text === undefined) return index + 1;
  let entries = -1;
  for (const [line, content] of text.split(/\r?\n/).entries()) {
    if (content.trim() && ++entries === index) return line + 1;
  }
  return index + 1;
}

/** The number (from 1) the editor shows on the step sent as the `index`th (empty steps are not sent). */
export function stepOfEntry(form: RecipeForm | undefined, index: number): number {
  if (!form) return index + 1;
  let entries = -1;
  for (const [position, step] of form.steps.entries()) {
    if (isSentStep(step) && ++entries === index) return position + 1;
  }
  return index + 1;
}

/** One entry of a list field, named as the member sees it ('Ingredient list, line 4'); null for other fields. */
function entryLabel(field: string, index: number, part: string | undefined, t: TFunction, form?: RecipeForm) {
  switch (field) {
    case 'recipeIngredients':
      return t('detailLabels.ingredientLine', { number: lineOfEntry(form?.ingredients, index) });
    case 'recipeInstructions':
      return t('steps.step', { number: stepOfEntry(form, index) });
    case 'keywords':
      // Blank keywords between commas are not sent, and not counted by the member either.
      return t('detailLabels.keyword', { number: index + 1 });
    case 'images':
      return t(part === 'alt' ? 'detailLabels.photoAlt' : 'detailLabels.photo', { number: index + 1 });
    case 'videos':
      return t('detailLabels.videoLine', { number: lineOfEntry(form?.videos, index) });
    default:
      return null;
  }
}

/**
 * Names the field a server validation detail points at, so the member knows what to fix:
 * 'body.recipeInstructions.2.instruction' → 'Step 3', 'body.recipeIngredients.3' → 'Ingredient
 * list, line 4'. With the form, list positions are counted as the form shows them (blank lines
 * and empty steps, which are not sent, included). Unknown paths are shown as they are.
 */
export function fieldLabel(path: string, t: TFunction, form?: RecipeForm): string {
  const [field, index, part] = path.replace(/^body\./, '').split('.');
  if (field && index !== undefined && /^\d+$/.test(index)) {
    const label = entryLabel(field, Number(index), part, t, form);
    if (label) return label;
  }
  // The extra sections are stored inside the description, and count towards its length.
  if (field === 'description' && form && form.sections.length > 0) return t('detailLabels.descriptionWithSections');
  const key = field ? labelKeys[field] : undefined;
  return key ? t(key) : path;
}

import { RecipeFieldsSchema, type Language, type RecipeCreateBody } from '@recipes/contracts';
import { findRecipesInJson } from './page/find-recipe.ts';
import { recipeFromSchema } from './page/recipe-fields.ts';
import { isNode } from './page/schema-node.ts';

export const maxRecipesPerFile = 1000;

/** A recipe read from an export file, with the photo addresses still to be brought in. */
export interface ExportEntry {
  body: RecipeCreateBody;
  /** Cover photos: what the file named, with their alt texts. */
  images: { url: string; alt: string }[];
  /** Step photos, by step index. */
  stepImages: (string | null)[];
}

/** Our own recipe objects (GET /users/me/export, or a list of API answers): fields we know, others ignored. */
const OwnRecipeSchema = RecipeFieldsSchema.partial().extend({ name: RecipeFieldsSchema.shape.name });

export type ExportReading = { ok: true; entries: ExportEntry[] } | { ok: false; reason: 'unreadable' | 'tooMany' };

function fromOwnRecipe(value: unknown): ExportEntry | null {
  const parsed = OwnRecipeSchema.safeParse(value);
  if (!parsed.success) return null;
  const { images = [], recipeInstructions = [], ...rest } = parsed.data;
  return {
    body: {
      ...rest,
      recipeInstructions: recipeInstructions.map((step) => ({ ...step, imageURL: null, thumbnailURL: null })),
    },
    images: images.map((image) => ({ url: image.image, alt: image.alt })),
    stepImages: recipeInstructions.map((step) => step.imageURL),
  };
}

function fromSchemaRecipe(node: Record<string, unknown>, language: Language): ExportEntry | null {
  const base = [node.isBasedOn, node.url].find(
    (value): value is string => typeof value === 'string' && /^https?:\/\//i.test(value),
  );
  const { draft, imageUrls } = recipeFromSchema(node as Parameters<typeof recipeFromSchema>[0], base ?? null, language);
  if (!draft.name) return null;
  return {
    body: draft,
    images: imageUrls.map((url) => ({ url, alt: '' })),
    stepImages: draft.recipeInstructions.map(() => null),
  };
}

/**
 * Reads an uploaded export: the collection of GET /users/me/export (`{recipes: [...]}`), a list of
 * our recipe objects, or schema.org Recipe JSON-LD (GET /api/v1/recipes/{id}/export, or any site's,
 * single, listed or in an @graph). One unreadable recipe makes the whole file unreadable, so an
 * import never stores half a collection.
 */
export function readExportFile(bytes: Buffer, language: Language): ExportReading {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const schemaRecipes = findRecipesInJson(value);
  let entries: (ExportEntry | null)[];
  if (schemaRecipes.length > 0) {
    if (schemaRecipes.length > maxRecipesPerFile) return { ok: false, reason: 'tooMany' };
    entries = schemaRecipes.map((node) => fromSchemaRecipe(node, language));
  } else {
    const list = isNode(value) && Array.isArray(value.recipes) ? value.recipes : Array.isArray(value) ? value : null;
    if (!list || list.length === 0) return { ok: false, reason: 'unreadable' };
    if (list.length > maxRecipesPerFile) return { ok: false, reason: 'tooMany' };
    entries = list.map(fromOwnRecipe);
  }
  if (entries.some((entry) => entry === null)) return { ok: false, reason: 'unreadable' };
  return { ok: true, entries: entries as ExportEntry[] };
}

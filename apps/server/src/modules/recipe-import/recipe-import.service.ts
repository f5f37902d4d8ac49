import {
  RecipeCreateBodySchema,
  type Language,
  type Recipe,
  type RecipeCreateBody,
  type RecipeDraft,
  type RecipeImage,
} from '@recipes/contracts';
import type { UserRow } from '../../db/schema.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { RecipesService } from '../recipes/recipes.service.ts';
import { FetchError } from './fetch/fetch-errors.ts';
import { safeFetch, type FetchLimits } from './fetch/safe-fetch.ts';
import { readExportFile, type ExportEntry } from './export-file.ts';
import { fetchFailureError, unprocessable } from './import-errors.ts';
import { createPhotoImport } from './import-photos.ts';
import { findRecipeInHtml, findRecipesInJson } from './page/find-recipe.ts';
import { pageKind, pageText } from './page/page-text.ts';
import { recipeFromSchema, type RecipeCandidate } from './page/recipe-fields.ts';
import { readPastedRecipe } from './text/pasted-recipe.ts';
import { invalid } from '../../domain-errors.ts';

export const pageFetchLimits: FetchLimits = {
  maxBytes: 3 * 1024 * 1024,
  totalMs: 10_000,
  idleMs: 5_000,
  maxRedirects: 5,
};

export type RecipeImportDeps = ServiceDeps & {
  photos: PhotosService;
  recipes: RecipesService;
  /** Tests shorten these; production uses pageFetchLimits. */
  fetchLimits?: FetchLimits;
};

async function fetchPage(url: string, allowPrivate: boolean, limits: FetchLimits) {
  try {
    return await safeFetch(url, {
      allowPrivate,
      limits,
      accept: 'text/html,application/xhtml+xml,application/ld+json;q=0.9,application/json;q=0.8,*/*;q=0.1',
    });
  } catch (error) {
    if (error instanceof FetchError) throw fetchFailureError(error.reason);
    throw error;
  }
}

/** The recipe a fetched page publishes, or 422. */
function recipeOnPage(page: { url: string; contentType: string; body: Buffer }, language: Language): RecipeCandidate {
  const kind = pageKind(page.contentType);
  if (kind === 'other') throw unprocessable('IMPORT_NOT_A_PAGE');
  const text = pageText(page.body, page.contentType);
  let node = null;
  if (kind === 'json') {
    try {
      node = findRecipesInJson(JSON.parse(text))[0] ?? null;
    } catch {
      node = null;
    }
  } else {
    node = findRecipeInHtml(text)?.recipe ?? null;
  }
  if (!node) throw unprocessable('IMPORT_NO_RECIPE');
  const candidate = recipeFromSchema(node, page.url, language);
  const { draft } = candidate;
  if (!draft.name && draft.recipeIngredients.length === 0 && draft.recipeInstructions.length === 0) {
    throw unprocessable('IMPORT_NO_RECIPE');
  }
  return candidate;
}

/**
 * Import (CONTRACT "Import and export"): a page's schema.org Recipe or a pasted text becomes an
 * unsaved draft whose photos are already the member's uploads; an export file becomes stored
 * recipes, all or none.
 */
export function createRecipeImportService(deps: RecipeImportDeps) {
  const limits = deps.fetchLimits ?? pageFetchLimits;
  const allowPrivate = deps.config.importAllowPrivate;
  const photoImport = createPhotoImport({ photos: deps.photos, allowPrivate, limits, log: deps.log });

  /** Cover and step photos of one export entry, brought into the member's uploads. */
  async function withPhotos(user: UserRow, entry: ExportEntry): Promise<RecipeCreateBody> {
    const covers = await photoImport.inBatches(entry.images, async (image) => {
      const stored = await photoImport.adopt(user.id, image.url);
      return stored ? [{ ...stored, alt: image.alt }] : [];
    });
    const stepPhotos = await photoImport.inBatches(entry.stepImages, (url) =>
      url ? photoImport.adopt(user.id, url) : Promise.resolve(null),
    );
    const images: RecipeImage[] = covers.flat();
    return {
      ...entry.body,
      images,
      recipeInstructions: (entry.body.recipeInstructions ?? []).map((step, index) => ({
        ...step,
        imageURL: stepPhotos[index]?.image ?? null,
        thumbnailURL: stepPhotos[index]?.thumbnail ?? null,
      })),
    };
  }

  return {
    async fromUrl(user: UserRow, url: string, language: Language): Promise<RecipeDraft> {
      const page = await fetchPage(url, allowPrivate, limits);
      const { draft, imageUrls } = recipeOnPage(page, language);
      const images = await photoImport.downloadAll(user.id, imageUrls, draft.name);
      return { ...draft, images };
    },

    fromText(text: string): RecipeDraft {
      const draft = readPastedRecipe(text);
      if (!draft) throw unprocessable('IMPORT_TEXT_UNREADABLE');
      return draft;
    },

    async fromFile(user: UserRow, bytes: Buffer, language: Language): Promise<Recipe[]> {
      const reading = readExportFile(bytes, language);
      if (!reading.ok) {
        throw reading.reason === 'tooMany' ? invalid('IMPORT_FILE_TOO_MANY') : unprocessable('IMPORT_FILE_UNREADABLE');
      }
      // Every recipe is checked before any photo is fetched: a bad file costs no downloads.
      const checked = reading.entries.map((entry) => {
        const parsed = RecipeCreateBodySchema.safeParse(entry.body);
        if (!parsed.success) throw unprocessable('IMPORT_FILE_UNREADABLE');
        const { createdByUserId: _ignored, ...body } = parsed.data;
        return { ...entry, body };
      });
      const bodies: RecipeCreateBody[] = [];
      for (const entry of checked) bodies.push(await withPhotos(user, entry));
      return deps.recipes.createMany(user, bodies);
    },
  };
}
export type RecipeImportService = ReturnType<typeof createRecipeImportService>;

import {
  absoluteUrl,
  buildRecipeJsonLd,
  categoryTerms,
  cuisineTerms,
  findTerm,
  recipePath,
  unpackDescription,
  type JsonLdObject,
  type Language,
  type Recipe,
} from '@recipes/contracts';

/** The site's share picture (apps/web/public): Google wants an image even for recipes without one. */
const defaultImagePath = '/og-default.png';

/**
 * One recipe as a schema.org Recipe document to download: what the recipe page embeds, plus
 * `isBasedOn` for the recipe's source and `@context`, so the file stands alone and the importer
 * reads it back (names of category and cuisine in the request's language map back to our keys).
 */
export function recipeExportDocument(recipe: Recipe, publicUrl: string, language: Language): JsonLdObject {
  const description = recipe.shortDescription.trim() || unpackDescription(recipe.description).description.trim();
  const document = buildRecipeJsonLd({
    recipe,
    pageUrl: absoluteUrl(recipePath(recipe), publicUrl),
    publicUrl,
    description,
    categoryName: findTerm(categoryTerms, recipe.recipeCategory)?.names[language] ?? null,
    cuisineName: findTerm(cuisineTerms, recipe.recipeCuisine)?.names[language] ?? null,
    defaultImage: absoluteUrl(defaultImagePath, publicUrl),
  });
  // The default picture stands in for Google only; a download should not claim it as the recipe's.
  if (recipe.images.length === 0) delete document.image;
  if (/^https?:\/\//i.test(recipe.sourceURL)) document.isBasedOn = recipe.sourceURL;
  if (recipe.notes.trim()) document.comment = { '@type': 'Comment', text: recipe.notes.trim() };
  return document;
}

/** A file name for the download: the recipe's slug, else its id. */
export function exportFileName(recipe: Pick<Recipe, 'id' | 'slug'>): string {
  const safe = recipe.slug.replace(/[^a-z0-9-]/gi, '').slice(0, 80);
  return `${safe || `recipe-${recipe.id}`}.jsonld`;
}

import { data, redirect } from 'react-router';
import {
  categoryTerms,
  cuisineTerms,
  findTerm,
  recipePath,
  type Language,
  type Page,
  type Recipe,
  type Review,
  type SiteLoadContext,
} from '@recipes/contracts';
import { canonicalUrl, defaultShareImage, siteName } from '../../seo/index.ts';
import { translator } from '../../../i18n/translate.server.ts';
import { absoluteUrl, buildRecipeJsonLd, serializeJsonLd } from '../seo/recipe-json-ld.ts';
import { recipeSeoDescription } from '../seo/recipe-description.ts';

export interface RecipePageData {
  recipe: Recipe;
  /** The first page of reviews, most helpful first (server-rendered; the rest is paged in the browser). */
  reviews: Page<Review>;
  language: Language;
  publicUrl: string;
  path: string;
  pageUrl: string;
  title: string;
  description: string;
  /** Absolute URL of the first photo, or null (then the site's share image is used). */
  image: string | null;
  jsonLd: string;
}

const maxId = 2147483647;
const firstReviewPageSize = 10;

function notFound(): never {
  throw data(null, { status: 404 });
}

/** Route params arrive decoded, but a stray percent-encoded or differently normalized slug must still match. */
function normalizeSlug(slug: string | undefined): string {
  if (!slug) return '';
  try {
    return decodeURIComponent(slug).normalize('NFC');
  } catch {
    return slug.normalize('NFC');
  }
}

/** SPEC section 9: the generic sentence when a recipe has no description, from category and cuisine. */
function genericDescription(recipe: Recipe, language: Language): string {
  const t = translator(language, 'recipes');
  const category = findTerm(categoryTerms, recipe.recipeCategory)?.names[language];
  const cuisine = findTerm(cuisineTerms, recipe.recipeCuisine)?.names[language];
  if (category && cuisine) return t('seo.genericBoth', { name: recipe.name, category, cuisine });
  if (category) return t('seo.genericCategory', { name: recipe.name, category });
  if (cuisine) return t('seo.genericCuisine', { name: recipe.name, cuisine });
  return t('seo.generic', { name: recipe.name });
}

/**
 * The recipe page's data: 404 for unknown or inactive recipes, a permanent redirect to the
 * canonical slug, and the page's SEO texts and JSON-LD in the request's language.
 */
export async function loadRecipePage(
  params: { id?: string; slug?: string },
  request: Request,
  context: SiteLoadContext,
  language: Language,
): Promise<RecipePageData> {
  if (!params.id || !/^\d{1,10}$/.test(params.id)) notFound();
  const id = Number(params.id);
  if (id < 1 || id > maxId) notFound();
  const recipe = await context.site.getRecipe(id);
  if (!recipe || !recipe.active) notFound();

  const path = recipePath(recipe);
  if (normalizeSlug(params.slug) !== recipe.slug.normalize('NFC')) {
    throw redirect(`${path}${new URL(request.url).search}`, 301);
  }

  const publicUrl = context.publicUrl;
  const pageUrl = canonicalUrl(publicUrl, path);
  const description = recipeSeoDescription(recipe, genericDescription(recipe, language));
  const firstImage = recipe.images[0];
  const image = firstImage ? absoluteUrl(firstImage.image, publicUrl) : null;
  const t = translator(language, 'recipes');
  const reviews = await context.site.listReviews(id, { sort: 'helpful', page: 1, pageSize: firstReviewPageSize });
  const jsonLd = buildRecipeJsonLd({
    reviews: reviews.items,
    recipe,
    pageUrl,
    publicUrl,
    description,
    categoryName: findTerm(categoryTerms, recipe.recipeCategory)?.names[language] ?? null,
    cuisineName: findTerm(cuisineTerms, recipe.recipeCuisine)?.names[language] ?? null,
    defaultImage: absoluteUrl(defaultShareImage.path, publicUrl),
  });
  return {
    recipe,
    reviews,
    language,
    publicUrl,
    path,
    pageUrl,
    title: t('seo.recipeTitle', { name: recipe.name, brand: siteName }),
    description,
    image,
    jsonLd: serializeJsonLd(jsonLd),
  };
}

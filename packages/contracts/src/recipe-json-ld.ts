import type { Recipe } from './recipes.ts';
import type { Review } from './reviews.ts';
import { unpackDescription } from './description-sections.ts';
import { isoDuration, totalMinutes } from './duration.ts';
import { nutritionJsonLd } from './nutrition-json-ld.ts';

/** SPEC section 2: an ingredient entry starting with '#' is a heading, not an ingredient. */
export function isIngredientHeading(entry: string): boolean {
  return entry.trimStart().startsWith('#');
}

export interface RecipeJsonLdInput {
  recipe: Recipe;
  /** Absolute canonical URL of the recipe page. */
  pageUrl: string;
  /** Absolute site URL that relative photo paths resolve against. */
  publicUrl: string;
  /** The page's meta description. */
  description: string;
  categoryName: string | null;
  cuisineName: string | null;
  /** Absolute default image: Google requires an image, so recipes without photos use the site's. */
  defaultImage: string;
  /** Reviews shown on the page; up to 5 with stars go into `review` (Google's Review rules). */
  reviews?: readonly Review[];
}

/** At most this many reviews go into the recipe's JSON-LD. */
export const maxJsonLdReviews = 5;

/** Review entries for the JSON-LD: only reviews with stars (Google requires reviewRating), at most 5. */
export function reviewsJsonLd(reviews: readonly Review[]): JsonLdObject[] {
  return reviews
    .filter((review) => review.rating !== null)
    .slice(0, maxJsonLdReviews)
    .map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author.name },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.text ?? undefined,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating ?? 0, bestRating: 5, worstRating: 1 },
    }));
}

type JsonLdValue = string | number | JsonLdObject | JsonLdValue[];
export interface JsonLdObject {
  [key: string]: JsonLdValue | undefined;
}

export function absoluteUrl(url: string, publicUrl: string): string {
  try {
    return new URL(url, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
  } catch {
    return url;
  }
}

/** The first sentence of a step, short enough to be the step's name. */
function stepName(text: string): string {
  const firstSentence = /^[^.!?\n]+[.!?]?/.exec(text.trim())?.[0]?.trim() ?? text.trim();
  return firstSentence.length > 80 ? `${firstSentence.slice(0, 79).trimEnd()}…` : firstSentence;
}

/**
 * schema.org Recipe for Google's recipe rich results (the recipe page) and for the recipe's
 * download (GET /api/v1/recipes/{id}/export): required name and image, plus every
 * recommended property the recipe has. Empty values are left out rather than sent blank.
 */
export function buildRecipeJsonLd(input: RecipeJsonLdInput): JsonLdObject {
  const { recipe, pageUrl, publicUrl } = input;
  const images = recipe.images.map((image) => absoluteUrl(image.image, publicUrl));
  const ingredients = recipe.recipeIngredients
    .map((line) => line.trim())
    .filter((line) => line && !isIngredientHeading(line));
  const steps = recipe.recipeInstructions
    .map((step, index) => ({ step, anchor: `${pageUrl}#step-${index + 1}` }))
    .filter(({ step }) => step.instruction.trim())
    .map(({ step, anchor }): JsonLdObject => ({
      '@type': 'HowToStep',
      name: stepName(step.instruction),
      text: step.instruction.trim(),
      url: anchor,
      image: step.imageURL ? absoluteUrl(step.imageURL, publicUrl) : undefined,
    }));
  const keywords = recipe.keywords.map((k) => k.trim()).filter(Boolean);
  const total = totalMinutes(recipe.prepTime, recipe.cookTime);
  const hasRatings = recipe.ratingCount > 0 && recipe.averageRating !== null;
  const reviewEntries = reviewsJsonLd(input.reviews ?? []);

  const jsonLd: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    description: input.description || unpackDescription(recipe.description).description.trim() || undefined,
    image: images.length > 0 ? images : [input.defaultImage],
    url: pageUrl,
    author: { '@type': 'Person', name: recipe.author.name },
    datePublished: recipe.createdAt,
    dateModified: recipe.updatedAt,
    prepTime: isoDuration(recipe.prepTime),
    cookTime: isoDuration(recipe.cookTime),
    totalTime: isoDuration(total),
    recipeYield: recipe.recipeYield.trim() || undefined,
    recipeCategory: input.categoryName ?? undefined,
    recipeCuisine: input.cuisineName ?? undefined,
    keywords: keywords.length > 0 ? keywords.join(', ') : undefined,
    recipeIngredient: ingredients.length > 0 ? ingredients : undefined,
    recipeInstructions: steps.length > 0 ? steps : undefined,
    // The author's own values per serving, whatever servings a link asks for.
    nutrition: nutritionJsonLd(recipe.nutrition) ?? undefined,
    aggregateRating: hasRatings
      ? {
          '@type': 'AggregateRating',
          ratingValue: Math.round((recipe.averageRating ?? 0) * 10) / 10,
          ratingCount: recipe.ratingCount,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined,
    review: reviewEntries.length > 0 ? reviewEntries : undefined,
  };
  return dropUndefined(jsonLd);
}

function dropUndefined(value: JsonLdObject): JsonLdObject {
  const result: JsonLdObject = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined) continue;
    if (Array.isArray(entry)) {
      result[key] = entry.map((item) =>
        typeof item === 'object' && !Array.isArray(item) ? dropUndefined(item) : item,
      );
    } else if (typeof entry === 'object') {
      result[key] = dropUndefined(entry);
    } else {
      result[key] = entry;
    }
  }
  return result;
}

/**
 * JSON for a <script> element: '<', '>', '&' and the JavaScript line separators are escaped
 * so text such as '</script>' in a recipe can never end the element early.
 */
export function serializeJsonLd(value: JsonLdObject): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

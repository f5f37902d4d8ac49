import type { RecipeCard } from '@recipes/contracts';
import { cuisineRegions, findTerm, cuisineTerms, photoSrcSet, type Language } from '@recipes/contracts/plain';

export type RegionKey = keyof typeof cuisineRegions;
/** SPEC section 1: the home page's three cuisine teasers, in this order. */
export const regionKeys: readonly RegionKey[] = ['german', 'asian', 'latin'];
export const teaserSize = 4;

export interface TeaserImage {
  src: string;
  srcSet: string | undefined;
  alt: string;
}

/** Only what a teaser shows, so the page does not ship whole recipes to the browser. */
export interface TeaserRecipe {
  id: number;
  slug: string;
  name: string;
  shortDescription: string;
  cuisine: string | null;
  image: TeaserImage | null;
  averageRating: number | null;
  ratingCount: number;
}

export interface CuisineTeaser {
  region: RegionKey;
  /** The region's cuisines with localized names, each linking to its list. */
  cuisines: { key: string; name: string }[];
  recipes: TeaserRecipe[];
}

export function teaserImage(recipe: Pick<RecipeCard, 'images' | 'name'>): TeaserImage | null {
  const image = recipe.images[0];
  if (!image) return null;
  const src = image.thumbnail || image.image;
  return { src, srcSet: photoSrcSet(src), alt: image.alt || recipe.name };
}

export function toTeaserRecipe(recipe: RecipeCard, language: Language): TeaserRecipe {
  return {
    id: recipe.id,
    slug: recipe.slug,
    name: recipe.name,
    shortDescription: recipe.shortDescription,
    cuisine: findTerm(cuisineTerms, recipe.recipeCuisine)?.names[language] ?? null,
    image: teaserImage(recipe),
    averageRating: recipe.averageRating,
    ratingCount: recipe.ratingCount,
  };
}

export function regionCuisines(region: RegionKey, language: Language): { key: string; name: string }[] {
  return cuisineRegions[region].map((key) => ({ key, name: findTerm(cuisineTerms, key)?.names[language] ?? key }));
}

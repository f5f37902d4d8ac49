import type { Page, Recipe, SiteReader } from '@recipes/contracts';
import { knownFilter, type ListRequest } from './list-request.ts';
import type { CardRecipe } from './RecipeCard.tsx';

export interface RecipeListResult {
  recipes: CardRecipe[];
  total: number;
  /** A category or cuisine key the site doesn't know (a hand-edited URL). */
  unknownFilter: boolean;
}

/** Only what a card shows travels to the browser, not whole descriptions and steps. */
export function toCard(recipe: Recipe): CardRecipe {
  return {
    id: recipe.id,
    slug: recipe.slug,
    name: recipe.name,
    shortDescription: recipe.shortDescription,
    images: recipe.images.slice(0, 1),
    averageRating: recipe.averageRating,
    ratingCount: recipe.ratingCount,
  };
}

export async function loadRecipeList(site: SiteReader, request: ListRequest): Promise<RecipeListResult> {
  const paging = { page: request.page, pageSize: request.pageSize };
  const { mode } = request;
  let result: Page<Recipe>;
  if (mode.kind === 'keywords') {
    result = await site.searchRecipes(mode.keywords, paging);
  } else if (mode.kind === 'filter') {
    if (!knownFilter(mode)) return { recipes: [], total: 0, unknownFilter: true };
    result = await site.listRecipes({
      ...paging,
      ...(mode.category ? { category: mode.category } : {}),
      ...(mode.cuisine ? { cuisine: mode.cuisine } : {}),
    });
  } else {
    result = await site.listRecipes(paging);
  }
  return { recipes: result.items.map(toCard), total: result.total, unknownFilter: false };
}

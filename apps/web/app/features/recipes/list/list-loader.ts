import type { Page, RecipeCard, RecipeFacets, SiteReader } from '@recipes/contracts';
import { filterQuery } from '../../recipe-filters/index.ts';
import { knownFilter, type ListRequest } from './list-request.ts';
import type { CardRecipe } from './RecipeCard.tsx';

export interface RecipeListResult {
  recipes: CardRecipe[];
  total: number;
  /** A category or cuisine key the site doesn't know (a hand-edited URL). */
  unknownFilter: boolean;
  /** How many recipes each filter value would give. */
  facets: RecipeFacets;
}

const noFacets: RecipeFacets = {
  category: {},
  cuisine: {},
  maxTime: { 15: 0, 30: 0, 60: 0 },
  minRating: { 3: 0, 4: 0 },
  hasPhoto: 0,
};

/** Only what a list's card shows travels to the browser (the SiteReader's cards carry one photo at most). */
export function toCard(recipe: RecipeCard): CardRecipe {
  return {
    id: recipe.id,
    slug: recipe.slug,
    name: recipe.name,
    shortDescription: recipe.shortDescription,
    images: recipe.images,
    averageRating: recipe.averageRating,
    ratingCount: recipe.ratingCount,
    reviewCount: recipe.reviewCount,
    cookedCount: recipe.cookedCount,
  };
}

export async function loadRecipeList(site: SiteReader, request: ListRequest): Promise<RecipeListResult> {
  const { mode } = request;
  const filters = filterQuery(request.filters);
  const query = { page: request.page, pageSize: request.pageSize, ...filters };
  if (!knownFilter(request.filters)) return { recipes: [], total: 0, unknownFilter: true, facets: noFacets };
  const keywords = mode.kind === 'keywords' ? mode.keywords : undefined;
  const [result, facets]: [Page<RecipeCard>, RecipeFacets] = await Promise.all([
    keywords !== undefined ? site.searchRecipes(keywords, query) : site.listRecipes(query),
    site.recipeFacets({ ...filters, ...(keywords !== undefined ? { q: keywords } : {}) }),
  ]);
  return { recipes: result.items.map(toCard), total: result.total, unknownFilter: false, facets };
}

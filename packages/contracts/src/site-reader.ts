import type { Language, Page, PaginationQuery } from './common.ts';
import type { MemberSummary, PublicMember } from './members.ts';
import type { RecipeFacets, RecipeFilterQuery } from './recipe-filters.ts';
import type { Recipe, RecipeCard } from './recipes.ts';
import type { Review, ReviewListQuery } from './reviews.ts';
import type { TaxonomyEntry } from './taxonomy.ts';

/**
 * What server-rendered pages read, handed to React Router loaders as load context by the
 * server. Loaders call services in-process instead of going through HTTP.
 */
export interface SiteReader {
  listRecipes(
    query: PaginationQuery & { category?: string; cuisine?: string; cuisines?: readonly string[] } & RecipeFilterQuery,
  ): Promise<Page<RecipeCard>>;
  searchRecipes(
    keywords: string,
    query: PaginationQuery & { category?: string; cuisine?: string } & RecipeFilterQuery,
  ): Promise<Page<RecipeCard>>;
  /** Facet counts (CONTRACT "Filters and sort") for a list, or a search when `q` has words. */
  recipeFacets(query: { q?: string; category?: string; cuisine?: string } & RecipeFilterQuery): Promise<RecipeFacets>;
  /**
   * The home page's picks among the cuisines: well rated first (an average of 4 stars or more,
   * from enough ratings before from a few, best weighted rating first), then recipes not yet
   * rated (newest first), then the rest by weighted rating, so a fresh site shows its newest
   * and a 1-star recipe comes last.
   */
  featuredRecipes(query: { cuisines: readonly string[]; count: number }): Promise<RecipeCard[]>;
  /** An active recipe, or null. */
  getRecipe(id: number): Promise<Recipe | null>;
  /** A page of an active recipe's visible reviews (empty for a missing or inactive recipe). */
  listReviews(recipeId: number, query: ReviewListQuery): Promise<Page<Review>>;
  /** A member's public page as an anonymous visitor sees it, or null. */
  getMember(id: number): Promise<PublicMember | null>;
  /** A member's active recipes, newest first. */
  listMemberRecipes(userId: number, query: PaginationQuery): Promise<Page<RecipeCard>>;
  /** Who follows the member, or whom they follow, newest follow first; null for an unknown member. */
  listFollows(
    memberId: number,
    direction: 'followers' | 'following',
    query: PaginationQuery,
  ): Promise<Page<MemberSummary> | null>;
  categories(language: Language): TaxonomyEntry[];
  cuisines(language: Language): TaxonomyEntry[];
  /** Every active recipe's id, slug and last change, for the sitemap. */
  sitemapEntries(): Promise<{ id: number; slug: string; updatedAt: string }[]>;
  /** The OpenAPI document the API docs page is built from. */
  openApiDocument(): unknown;
}

export interface SiteLoadContext {
  site: SiteReader;
  publicUrl: string;
}

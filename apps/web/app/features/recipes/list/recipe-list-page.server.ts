import type { Language, SiteLoadContext } from '@recipes/contracts';
import { translator } from '../../../i18n/translate.server.ts';
import { activeFilterCount, type ListFilters } from '../../recipe-filters/index.ts';
import { categoryName, cuisineName, listBasePath, listPath, parseListRequest, type ListMode } from './list-request.ts';
import { loadRecipeList, type RecipeListResult } from './list-loader.ts';

export interface RecipeListPageData extends RecipeListResult {
  mode: ListMode;
  page: number;
  pageSize: number;
  language: Language;
  publicUrl: string;
  /**
   * Canonical path of this list and page: category and cuisine stay, the other filters and the
   * sort go, so a filtered view points search engines at the list it narrows.
   */
  path: string;
  /** The list's path without query, where the filter form goes. */
  basePath: string;
  filters: ListFilters;
  /** Deep combinations (more than one filter) are not pages worth indexing. */
  deepFilters: boolean;
  title: string;
  description: string;
}

function seoTexts(mode: ListMode, language: Language, unknownFilter: boolean): { title: string; description: string } {
  const t = translator(language, 'recipes');
  if (mode.kind === 'filter' && unknownFilter) {
    return { title: t('empty.unknownFilterTitle'), description: t('empty.filterHint') };
  }
  if (mode.kind === 'keywords') {
    return {
      title: t('list.headingKeywords', { keywords: mode.keywords }),
      description: t('seo.listKeywords', { keywords: mode.keywords }),
    };
  }
  if (mode.kind === 'filter') {
    const category = categoryName(mode.category, language);
    const cuisine = cuisineName(mode.cuisine, language);
    const name = [category, cuisine].filter(Boolean).join(' · ');
    const title =
      category && cuisine
        ? t('list.headingCategoryCuisine', { category, cuisine })
        : category
          ? t('seo.listCategoryTitle', { category })
          : t('list.headingCuisine', { cuisine });
    return { title, description: t('seo.listFilter', { name }) };
  }
  return { title: t('list.headingAll'), description: t('seo.listAll') };
}

/** An unknown category or cuisine in a filtered list is a page that does not exist (status 404). */
export function isMissingList(data: RecipeListPageData): boolean {
  return data.mode.kind === 'filter' && data.unknownFilter;
}

/** Data for the recipe list: reads route parameter keywords and the category/cuisine/page query. */
export async function loadRecipeListPage(
  keywords: string | undefined,
  request: Request,
  context: SiteLoadContext,
  language: Language,
): Promise<RecipeListPageData> {
  const listRequest = parseListRequest(keywords, new URL(request.url).searchParams);
  const result = await loadRecipeList(context.site, listRequest);
  return {
    ...result,
    mode: listRequest.mode,
    page: listRequest.page,
    pageSize: listRequest.pageSize,
    language,
    publicUrl: context.publicUrl,
    path: listPath(listRequest.mode, listRequest.page),
    basePath: listBasePath(listRequest.mode),
    filters: listRequest.filters,
    deepFilters: activeFilterCount(listRequest.filters) > 1,
    ...seoTexts(listRequest.mode, language, result.unknownFilter),
  };
}

import { data, redirect, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/recipes.ts';
import { Container } from '../components/ui/Container.tsx';
import { FilteredList } from '../features/recipe-filters/FilteredList.tsx';
import { RecipeListView } from '../features/recipes/list/RecipeListView.tsx';
import { hasSearchableWord } from '../features/recipes/list/list-request.ts';
import { isMissingList, loadRecipeListPage } from '../features/recipes/list/recipe-list-page.server.ts';
import { pageTitle, seoMeta } from '../features/seo/seo.ts';
import { languageFromRequest } from '../i18n/request-language.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // Keywords with no word in them search for nothing: the list they would show is the whole one.
  if (params.keywords?.trim() && !hasSearchableWord(params.keywords)) {
    throw redirect(`/recipes${new URL(request.url).search}`);
  }
  const page = await loadRecipeListPage(params.keywords, request, context, languageFromRequest(request));
  return isMissingList(page) ? data(page, { status: 404 }) : page;
}

/** SPEC section 2: the list reloads on every navigation, even to the same address. */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: pageTitle(loaderData.title),
        description: loaderData.description,
        path: loaderData.path,
        language: loaderData.language,
        publicUrl: loaderData.publicUrl,
        // Search results, deep filter combinations and empty lists are not pages worth indexing;
        // their links still are. Other filtered views name the list they narrow as canonical.
        noindex: loaderData.mode.kind === 'keywords' || loaderData.deepFilters || loaderData.recipes.length === 0,
      })
    : [];

export default function RecipesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Container>
      <FilteredList
        action={loaderData.basePath}
        filters={loaderData.filters}
        facets={loaderData.facets}
        hasKeywords={loaderData.mode.kind === 'keywords'}
      >
        <RecipeListView
          key={loaderData.path}
          mode={loaderData.mode}
          page={loaderData.page}
          pageSize={loaderData.pageSize}
          total={loaderData.total}
          recipes={loaderData.recipes}
          unknownFilter={loaderData.unknownFilter}
        />
      </FilteredList>
    </Container>
  );
}

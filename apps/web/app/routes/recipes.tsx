import type { ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/recipes.ts';
import { Container } from '../components/ui/Container.tsx';
import { RecipeListView } from '../features/recipes/list/RecipeListView.tsx';
import { loadRecipeListPage } from '../features/recipes/list/recipe-list-page.server.ts';
import { pageTitle, seoMeta } from '../features/seo/seo.ts';
import { languageFromRequest } from '../i18n/request-language.ts';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadRecipeListPage(params.keywords, request, context, languageFromRequest(request));
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
        // Search results and empty lists are not pages worth indexing; their links still are.
        noindex: loaderData.mode.kind === 'keywords' || loaderData.recipes.length === 0,
      })
    : [];

export default function RecipesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Container>
      <RecipeListView
        key={loaderData.path}
        mode={loaderData.mode}
        page={loaderData.page}
        pageSize={loaderData.pageSize}
        total={loaderData.total}
        recipes={loaderData.recipes}
        unknownFilter={loaderData.unknownFilter}
      />
    </Container>
  );
}

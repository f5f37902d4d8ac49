import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/recipe.ts';
import { Container } from '../components/ui/Container.tsx';
import { RecipeDetail } from '../features/recipes/detail/RecipeDetail.tsx';
import { loadRecipePage } from '../features/recipes/detail/recipe-page.server.ts';
import { seoMeta, siteName } from '../features/seo/seo.ts';
import { languageFromRequest } from '../i18n/request-language.ts';
import { onlyKitchenParamsChanged } from '../features/kitchen/scaling/revalidate.ts';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadRecipePage(params, request, context, languageFromRequest(request));
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return onlyKitchenParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: loaderData.title,
        description: loaderData.description,
        path: loaderData.path,
        image: loaderData.image,
        imageAlt: loaderData.recipe.images[0]?.alt || loaderData.recipe.name,
        type: 'article',
        language: loaderData.language,
        publicUrl: loaderData.publicUrl,
      })
    : // Unknown or inactive recipe: the root error boundary shows the translated 404 page.
      [{ title: `404 | ${siteName}` }, { name: 'robots', content: 'noindex, follow' }];

export default function RecipeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Container>
      <RecipeDetail
        key={loaderData.recipe.id}
        recipe={loaderData.recipe}
        pageUrl={loaderData.pageUrl}
        shareImage={loaderData.image}
        jsonLd={loaderData.jsonLd}
      />
    </Container>
  );
}

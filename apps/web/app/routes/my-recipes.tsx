import type { Route } from './+types/my-recipes.ts';
import { MyRecipesView } from '../features/account/MyRecipesView.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'account',
    title: 'myRecipes.title',
    description: 'myRecipes.metaDescription',
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData, { noindex: true });

export default function MyRecipesRoute() {
  return <MyRecipesView />;
}

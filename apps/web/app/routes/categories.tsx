import type { Route } from './+types/categories.ts';
import { CategoriesPage } from '../features/categories/CategoriesPage.tsx';
import { loadCategoriesPage } from '../features/categories/categories-page.server.ts';
import { pageTitle, seoMeta } from '../features/seo/seo.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCategoriesPage(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: pageTitle(loaderData.title),
        description: loaderData.description,
        path: '/categories',
        language: loaderData.language,
        publicUrl: loaderData.publicUrl,
      })
    : [];

export default function CategoriesRoute({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage categories={loaderData.categories} />;
}

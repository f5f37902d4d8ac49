import type { Route } from './+types/shopping-list.ts';
import { ShoppingListView } from '../features/shopping-list/ShoppingListView.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'shopping-list',
    title: 'title',
    description: 'metaDescription',
  });
}

// Personal: the server sends the empty page, the browser fills in the reader's list.
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData, { noindex: true });

export default function ShoppingListRoute() {
  return <ShoppingListView />;
}

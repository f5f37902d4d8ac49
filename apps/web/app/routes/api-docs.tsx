import type { Route } from './+types/api-docs.ts';
import { apiDocsData } from '../features/api-docs/api-docs-data.ts';
import { ApiDocsView } from '../features/api-docs/ApiDocsView.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

/** Built from the server's own OpenAPI document, read in-process (the same one /api/openapi.json serves). */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...pageMetaData(request, context, {
      namespace: 'pages',
      title: 'apiDocs.title',
      description: 'apiDocs.metaDescription',
    }),
    docs: apiDocsData(context.site.openApiDocument(), context.publicUrl),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ApiDocsRoute({ loaderData }: Route.ComponentProps) {
  return <ApiDocsView data={loaderData.docs} />;
}

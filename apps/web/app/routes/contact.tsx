import type { Route } from './+types/contact.ts';
import { ContactView } from '../features/contact/ContactView.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return pageMetaData(request, context, {
    namespace: 'pages',
    title: 'contact.title',
    description: 'contact.metaDescription',
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ContactRoute() {
  return <ContactView />;
}

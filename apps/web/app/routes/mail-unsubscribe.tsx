import type { Route } from './+types/mail-unsubscribe.ts';
import { UnsubscribePage } from '../features/mail-links/UnsubscribePage.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

/** /mail/unsubscribe?token=…: the newsletter's unsubscribe link; the button does the unsubscribing. */
export function loader({ request, context }: Route.LoaderArgs) {
  const meta = pageMetaData(request, context, {
    namespace: 'mail-links',
    title: 'unsubscribe.title',
    description: 'unsubscribe.text',
  });
  return { ...meta, token: new URL(request.url).searchParams.get('token') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData, { noindex: true });

export default function MailUnsubscribeRoute({ loaderData }: Route.ComponentProps) {
  return <UnsubscribePage token={loaderData.token} />;
}

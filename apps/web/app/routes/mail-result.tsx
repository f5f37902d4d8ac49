import { data } from 'react-router';
import type { Route } from './+types/mail-result.ts';
import { MailResultPage } from '../features/mail-links/MailResultPage.tsx';
import { isMailOutcome } from '../features/mail-links/mail-outcomes.ts';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { pageMetaData } from '../features/static-pages/static-page-data.server.ts';

/** /mail/newsletter-confirmed, /mail/email-confirmed, /mail/unsubscribed, /mail/link-invalid; others are a 404. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const { outcome } = params;
  if (!isMailOutcome(outcome)) throw data(null, { status: 404 });
  const meta = pageMetaData(request, context, {
    namespace: 'mail-links',
    title: `result.${outcome}.title`,
    description: `result.${outcome}.text`,
  });
  return { ...meta, outcome };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData, { noindex: true });

export default function MailResultRoute({ loaderData }: Route.ComponentProps) {
  return <MailResultPage outcome={loaderData.outcome} />;
}

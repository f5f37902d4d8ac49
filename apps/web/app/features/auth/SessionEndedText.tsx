import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { TaggedText } from '../../i18n/tagged-text.tsx';
import { useSessionUser } from '../../lib/session/session.tsx';
import { dismissNotice } from '../../lib/session/site-notice.ts';

/**
 * "Your session has ended. Please sign in again." with a link to the sign-in page that brings the
 * member back to this page (text alone on the sign-in pages, where the form is). Goes away once a
 * member is signed in again, here or in another tab.
 */
export function SessionEndedText({ id }: { id: number }) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const { pathname, search } = useLocation();
  // Another tab's notice may arrive before its session follows the sign-out: only a member who
  // comes after the signed-out state counts as signed in again.
  const signedOutSeen = useRef(false);

  useEffect(() => {
    if (!user) signedOutSeen.current = true;
    else if (signedOutSeen.current) dismissNotice(id);
  }, [user, id]);

  const onSignInPage = /^\/(login|register)(\/|$)/.test(pathname);
  const signInPath = `/login?redirectTo=${encodeURIComponent(pathname + search)}`;
  return (
    <p>
      <TaggedText
        translate={(values) => t('siteNotice.sessionEnded', values)}
        values={{}}
        tag="link"
        wrap={(inner) => (onSignInPage ? inner : <Link to={signInPath}>{inner}</Link>)}
      />
    </p>
  );
}

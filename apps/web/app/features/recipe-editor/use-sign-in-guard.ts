import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session/session.tsx';

/**
 * SPEC section 6: the create and edit pages send a signed-out visitor to the login page, which
 * brings them back here afterwards. The token lives in local storage, so this can only be
 * decided in the browser once the session has been read.
 */
export function useSignInGuard() {
  const { user, ready } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (ready && !user) void navigate(`/login?redirectTo=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [ready, user, pathname, search, navigate]);
  return ready ? user : null;
}

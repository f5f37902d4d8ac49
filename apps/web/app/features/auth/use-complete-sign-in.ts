import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthResponse } from '@recipes/contracts';
import { safeRedirectTarget } from './redirect-target.ts';
import { useSession } from '../../lib/session/session.tsx';
import { showWelcome } from '../../lib/session/site-notice.ts';

/**
 * Stores a fresh sign-in and continues at once to `?redirectTo=` (the editor guard sends visitors
 * to /login?redirectTo=/recipe/new) or home, where the welcome (its translated lines) stays a
 * while in the page's live region (SiteNotice) instead of flashing on the form.
 */
export function useCompleteSignIn() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('redirectTo'));
  const [signedIn, setSignedIn] = useState<AuthResponse | null>(null);

  const complete = useCallback(
    (auth: AuthResponse, welcome: string[]) => {
      signIn(auth);
      setSignedIn(auth);
      showWelcome(welcome);
      void navigate(target, { replace: true });
    },
    [signIn, navigate, target],
  );

  return { complete, signedIn };
}

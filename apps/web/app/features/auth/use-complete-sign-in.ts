import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthResponse } from '@recipes/contracts';
import { safeRedirectTarget } from './redirect-target.ts';
import { useSession } from './session.tsx';

/** Long enough to read the welcome message, short enough not to be in the way. */
export const welcomeDelayMs = 1200;

/**
 * Stores a fresh sign-in, shows the welcome message, then continues to `?redirectTo=`
 * (the editor guard sends visitors to /login?redirectTo=/recipe/new) or home.
 */
export function useCompleteSignIn() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('redirectTo'));
  const [signedIn, setSignedIn] = useState<AuthResponse | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const complete = useCallback(
    (auth: AuthResponse) => {
      signIn(auth);
      setSignedIn(auth);
      timer.current = setTimeout(() => void navigate(target, { replace: true }), welcomeDelayMs);
    },
    [signIn, navigate, target],
  );

  return { complete, signedIn, target };
}

import type { GoogleLoginFailureReason } from '@recipes/contracts';
import { googleLoginFailureReasons } from '@recipes/contracts/plain';

const stateKey = 'facebook-login-state';
const redirectKey = 'facebook-login-redirect';

export function callbackUrl(origin: string): string {
  return `${origin}/auth/callback`;
}

/** Facebook's login dialog for this site, with the state that /auth/callback checks. */
export function facebookDialogUrl(
  provider: { appId: string; dialogUrl: string },
  origin: string,
  state: string,
): string {
  const params = new URLSearchParams({
    client_id: provider.appId,
    redirect_uri: callbackUrl(origin),
    state,
    scope: 'email',
    response_type: 'code',
  });
  return `${provider.dialogUrl}${provider.dialogUrl.includes('?') ? '&' : '?'}${params}`;
}

/** A fresh random state, kept for this tab until the callback reads it. */
export function startFacebookLogin(redirectTo: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(stateKey, state);
  sessionStorage.setItem(redirectKey, redirectTo);
  return state;
}

/** The state and return path kept by startFacebookLogin; read once, then forgotten. */
export function takeFacebookLogin(): { state: string | null; redirectTo: string | null } {
  const state = sessionStorage.getItem(stateKey);
  const redirectTo = sessionStorage.getItem(redirectKey);
  sessionStorage.removeItem(stateKey);
  sessionStorage.removeItem(redirectKey);
  return { state, redirectTo };
}

export function googleStartUrl(redirectTo: string): string {
  return `/api/auth/google/start?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** `?reason=` of a failed Google sign-in, or `failed` for anything unknown. */
export function googleFailureReason(value: string | null): GoogleLoginFailureReason {
  return googleLoginFailureReasons.find((reason) => reason === value) ?? 'failed';
}

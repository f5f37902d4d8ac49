import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { SocialLoginResponseSchema, type AuthResponse } from '@recipes/contracts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { callbackUrl, takeFacebookLogin } from './provider-login.ts';
import { safeRedirectTarget } from './redirect-target.ts';
import { useSession } from '../../lib/session/session.tsx';
import styles from '../../components/ui/page-styles/AuthLayout.module.css';

/** The provider sends its token as `code` or `access_token`, in the query or (implicit flow) the hash. */
export function providerToken(search: string, hash: string): string | null {
  for (const source of [new URLSearchParams(search), new URLSearchParams(hash.replace(/^#/, ''))]) {
    const token = source.get('code') ?? source.get('access_token');
    if (token) return token;
  }
  return null;
}

/** What /auth/callback was given: a Google ticket from our server, or Facebook's answer. */
function exchangeFor(search: string, hash: string, origin: string) {
  const query = new URLSearchParams(search);
  const ticket = query.get('ticket');
  if (ticket) {
    return {
      provider: 'google' as const,
      path: '/api/auth/ticket',
      body: { ticket },
      redirectTo: query.get('redirectTo'),
    };
  }
  const kept = takeFacebookLogin();
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const state = query.get('state') ?? fragment.get('state');
  // A state we did not hand out (or none) means the answer was not meant for this tab.
  if (!kept.state || state !== kept.state) return null;
  // The person said no or closed Facebook's dialog: nothing failed, they go back to the login page.
  const refusal = query.get('error');
  if (refusal) return { provider: 'facebook' as const, cancelled: refusal, redirectTo: kept.redirectTo };
  const code = query.get('code');
  const accessToken = providerToken(search, hash);
  if (!code && !accessToken) return null;
  return {
    provider: 'facebook' as const,
    path: '/api/auth/facebook',
    body: code ? { code, redirectUri: callbackUrl(origin) } : { facebookToken: accessToken },
    redirectTo: kept.redirectTo,
  };
}

type CallbackOutcome =
  { kind: 'signedIn'; member: AuthResponse; to: string } | { kind: 'leave'; to: string; message?: string };

/** What one callback address came to, found once: the provider's code, state and ticket are single-use. */
async function completeCallback(search: string, hash: string, language: string): Promise<CallbackOutcome> {
  const exchange = exchangeFor(search, hash, window.location.origin);
  const failTo = exchange?.provider === 'google' ? '/login?error=google&reason=expired' : '/login?error=facebook';
  if (!exchange) {
    console.error('Social login failed', 'no usable answer in the callback address');
    return { kind: 'leave', to: failTo };
  }
  if ('cancelled' in exchange) {
    console.info('Facebook login cancelled', exchange.cancelled);
    const back = safeRedirectTarget(exchange.redirectTo);
    return { kind: 'leave', to: back === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(back)}` };
  }
  try {
    const answer = await apiFetch<unknown>(exchange.path, { method: 'POST', body: exchange.body, language });
    const { token, user } = SocialLoginResponseSchema.parse(answer);
    return { kind: 'signedIn', member: { ...user, token }, to: safeRedirectTarget(exchange.redirectTo) };
  } catch (reason) {
    console.error('Social login failed', reason);
    const message = reason instanceof ApiError && reason.status === 409 ? reason.body?.error : undefined;
    return { kind: 'leave', to: failTo, message };
  }
}

/*
 * The exchange lives outside the component: a remount (StrictMode's double effects, or a boundary
 * showing its fallback while texts load) must find the exchange already under way, not start a
 * second one that finds the state taken and the ticket spent.
 */
let underWay: { address: string; outcome: Promise<CallbackOutcome> } | undefined;

function callbackOutcome(search: string, hash: string, language: string): Promise<CallbackOutcome> {
  const address = search + hash;
  if (underWay?.address !== address) underWay = { address, outcome: completeCallback(search, hash, language) };
  return underWay.outcome;
}

/** SPEC section 4: exchanges what the provider sent for a session, then continues; failures go to the login page. */
export function AuthCallbackView() {
  const { t, i18n } = useTranslation('account');
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { search, hash } = useLocation();

  useEffect(() => {
    let mounted = true;
    void callbackOutcome(search, hash, i18n.language).then((outcome) => {
      // Only the mounted view acts on the outcome, once; a later visit of the same address starts afresh.
      if (!mounted) return;
      underWay = undefined;
      if (outcome.kind === 'signedIn') signIn(outcome.member);
      const state = outcome.kind === 'leave' && outcome.message ? { message: outcome.message } : undefined;
      void navigate(outcome.to, { replace: true, state });
    });
    return () => {
      mounted = false;
    };
  }, [search, hash, i18n.language, navigate, signIn]);

  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.status}`}>
        <div className={styles.spinner} aria-hidden="true" />
        {/* A heading may not be a live region itself (HTML: no role on h1); its wrapper is. */}
        <div role="status">
          <h1 className={styles.title}>{t('callback.completing')}</h1>
        </div>
      </section>
    </div>
  );
}

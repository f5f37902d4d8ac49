import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { SocialLoginResponseSchema } from '@recipes/contracts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { callbackUrl, takeFacebookLogin } from './provider-login.ts';
import { safeRedirectTarget } from './redirect-target.ts';
import { useSession } from './session.tsx';
import styles from './AuthLayout.module.css';

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

/** SPEC section 4: exchanges what the provider sent for a session, then continues; failures go to the login page. */
export function AuthCallbackView() {
  const { t, i18n } = useTranslation('account');
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const started = useRef(false);

  useEffect(() => {
    // The exchange must happen once, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    const exchange = exchangeFor(search, hash, window.location.origin);
    const failTo = exchange?.provider === 'google' ? '/login?error=google&reason=expired' : '/login?error=facebook';
    const fail = (reason: unknown) => {
      console.error('Social login failed', reason);
      const message = reason instanceof ApiError && reason.status === 409 ? reason.body?.error : undefined;
      void navigate(failTo, { replace: true, state: message ? { message } : undefined });
    };
    if (!exchange) {
      fail('no usable answer in the callback address');
      return;
    }
    if ('cancelled' in exchange) {
      console.info('Facebook login cancelled', exchange.cancelled);
      const back = safeRedirectTarget(exchange.redirectTo);
      void navigate(back === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(back)}`, { replace: true });
      return;
    }
    apiFetch<unknown>(exchange.path, { method: 'POST', body: exchange.body, language: i18n.language })
      .then((answer) => {
        const { token: sessionToken, user } = SocialLoginResponseSchema.parse(answer);
        signIn({ ...user, token: sessionToken });
        void navigate(safeRedirectTarget(exchange.redirectTo), { replace: true });
      })
      .catch(fail);
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

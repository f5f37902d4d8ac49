import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { AuthProvidersSchema, type AuthProviders } from '@recipes/contracts';
import { apiFetch } from '../../lib/api-client.ts';
import { facebookDialogUrl, googleStartUrl, startFacebookLogin } from './provider-login.ts';
import styles from '../../components/ui/page-styles/AuthLayout.module.css';
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}
function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}

/**
 * Sign-in with Google and Facebook, for the providers this site has settings for (the server
 * says which); none are shown until it has answered, and none when neither is configured.
 */
export function SocialButtons({ redirectTo }: { redirectTo: string }) {
  const { t, i18n } = useTranslation('account');
  const [providers, setProviders] = useState<AuthProviders | null>(null);

  useEffect(() => {
    let current = true;
    apiFetch<unknown>('/api/auth/providers', { language: i18n.language })
      .then((answer) => {
        // A malformed answer means no provider buttons, not a broken sign-in page.
        const parsed = AuthProvidersSchema.safeParse(answer);
        if (!parsed.success) throw parsed.error;
        if (current) setProviders(parsed.data);
      })
      .catch((error: unknown) => console.error('Loading sign-in providers failed', error));
    return () => {
      current = false;
    };
    // The answer does not depend on the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const facebook = providers?.facebook ?? null;
  if (!providers || (!facebook && !providers.google)) return null;

  return (
    <>
      <div className={styles.social}>
        {providers.google && (
          <button
            type="button"
            className={styles.socialButton}
            onClick={() => window.location.assign(googleStartUrl(redirectTo))}
          >
            <GoogleMark />
            {t('login.google')}
          </button>
        )}
        {facebook && (
          <button
            type="button"
            className={styles.socialButton}
            onClick={() => {
              const state = startFacebookLogin(redirectTo);
              window.location.assign(facebookDialogUrl(facebook, window.location.origin, state));
            }}
          >
            <FacebookMark />
            {t('login.facebook')}
          </button>
        )}
      </div>
      <p className={styles.divider}>
        <span>{t('login.divider')}</span>
      </p>
    </>
  );
}

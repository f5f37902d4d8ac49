import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert.tsx';
import { LoginForm } from './LoginForm.tsx';
import { googleFailureReason } from './provider-login.ts';
import { safeRedirectTarget } from './redirect-target.ts';
import { useSession } from '../../lib/session/session.tsx';
import { SocialButtons } from './SocialButtons.tsx';
import styles from '../../components/ui/page-styles/AuthLayout.module.css';

/** The login screen: social buttons, the username form and a way to register. */
export function LoginView() {
  const { t } = useTranslation('account');
  const { user, ready } = useSession();
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const failure = searchParams.get('error');
  // The callback hands over the server's own message (e.g. the e-mail belongs to a password account).
  const serverMessage = typeof state === 'object' && state && 'message' in state ? String(state.message) : null;
  const providerError =
    failure === 'facebook'
      ? (serverMessage ?? t('login.errors.facebook'))
      : failure === 'google'
        ? t(`login.errors.google.${googleFailureReason(searchParams.get('reason'))}`)
        : null;
  const redirectTo = searchParams.get('redirectTo');
  const registerPath = redirectTo ? `/register?redirectTo=${encodeURIComponent(redirectTo)}` : '/register';
  // Right after a sign-in the form shows the welcome message itself.
  const alreadySignedIn = ready && user !== null;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {t('login.title')}
        </h1>
        <p className={styles.intro}>{t('login.intro')}</p>
        {providerError && <Alert tone="error">{providerError}</Alert>}
        <SocialButtons redirectTo={safeRedirectTarget(redirectTo)} />
        <LoginForm />
        {alreadySignedIn ? null : (
          <p className={styles.switch}>
            {t('login.noAccount')} <Link to={registerPath}>{t('login.registerLink')}</Link>
          </p>
        )}
      </section>
    </div>
  );
}

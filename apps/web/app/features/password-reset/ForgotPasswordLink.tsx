import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import styles from './PasswordReset.module.css';

/** "Forgot password?" under the sign-in form's password field. */
export function ForgotPasswordLink() {
  const { t } = useTranslation('password-reset');
  return (
    <p className={styles.forgot}>
      <Link to="/forgot-password">{t('forgot.link')}</Link>
    </p>
  );
}

/** The way out of a sign-in lockout, under the server's message that says how long to wait. */
export function LockedResetLink() {
  const { t } = useTranslation('password-reset');
  return (
    <Link className={styles.lockedLink} to="/forgot-password">
      {t('locked.resetLink')}
    </Link>
  );
}

import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import authStyles from '../../components/ui/page-styles/AuthLayout.module.css';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/** /forgot-password: the address to mail a reset link to. */
export function ForgotPasswordView() {
  const { t } = useTranslation('password-reset');
  return (
    <div className={authStyles.page}>
      <section className={authStyles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={authStyles.title}>
          {t('forgot.title')}
        </h1>
        <p className={authStyles.intro}>{t('forgot.intro')}</p>
        <ForgotPasswordForm />
        <p className={authStyles.switch}>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </p>
      </section>
    </div>
  );
}

import { useTranslation } from '../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { RegisterForm } from './RegisterForm.tsx';
import styles from '../../components/ui/page-styles/AuthLayout.module.css';

export function RegisterView() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo');
  const loginPath = redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login';
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="register-title">
        <h1 id="register-title" className={styles.title}>
          {t('register.title')}
        </h1>
        <p className={styles.intro}>{t('register.intro')}</p>
        <RegisterForm />
        <p className={styles.switch}>
          {t('register.haveAccount')} <Link to={loginPath}>{t('register.loginLink')}</Link>
        </p>
      </section>
    </div>
  );
}

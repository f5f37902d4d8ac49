import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import authStyles from '../../components/ui/page-styles/AuthLayout.module.css';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

/** /reset-password?token=…: where the mailed link leads. */
export function ResetPasswordView() {
  const { t } = useTranslation('password-reset');
  const [searchParams] = useSearchParams();
  return (
    <div className={authStyles.page}>
      <section className={authStyles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={authStyles.title}>
          {t('reset.title')}
        </h1>
        <p className={authStyles.intro}>{t('reset.intro')}</p>
        <ResetPasswordForm token={searchParams.get('token')} />
      </section>
    </div>
  );
}

import { useTranslation } from '../../i18n/react.tsx';

/** Under "your account is ready": a confirm link went out, and what the account may do meanwhile. */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation('mail-links');
  return <p data-testid="confirm-email-notice">{t('register.checkEmail', { email })}</p>;
}

/** The newsletter form's answer: confirm by mail first, or already subscribed. */
export function NewsletterAnswer({ subscribed }: { subscribed: boolean }) {
  const { t } = useTranslation('mail-links');
  return <>{subscribed ? t('newsletter.subscribed') : t('newsletter.pending')}</>;
}

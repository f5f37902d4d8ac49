import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/Button.tsx';
import styles from './Account.module.css';
import { ChefHat } from 'lucide-react';

/** Profile and My Recipes are not guarded (SPEC section 6): signed-out visitors get this instead. */
export function SignInPrompt({ title }: { title: string }) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const redirect = `?redirectTo=${encodeURIComponent(pathname)}`;
  return (
    <section className={styles.prompt} aria-labelledby="sign-in-prompt-title">
      <span className={styles.promptIcon} aria-hidden="true">
        <ChefHat size="1em" focusable="false" />
      </span>
      <h1 id="sign-in-prompt-title">{title}</h1>
      <p>{t('signInPrompt.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to={`/login${redirect}`}>{t('signInPrompt.login')}</ButtonLink>
        <ButtonLink to={`/register${redirect}`} variant="secondary">
          {t('signInPrompt.register')}
        </ButtonLink>
      </div>
    </section>
  );
}

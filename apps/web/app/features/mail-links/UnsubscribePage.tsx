import { useTranslation } from '../../i18n/react.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import styles from './MailLinks.module.css';

/**
 * Where a newsletter's unsubscribe link leads. Opening it changes nothing (mail scanners open links
 * too); the button posts a plain form, so it works without JavaScript, and the server answers with
 * the "unsubscribed" page.
 */
export function UnsubscribePage({ token }: { token: string | null }) {
  const { t } = useTranslation('mail-links');
  return (
    <Container narrow className={styles.page}>
      <h1>{t('unsubscribe.title')}</h1>
      {token ? (
        <>
          <p className={styles.text}>{t('unsubscribe.text')}</p>
          <form
            className={styles.form}
            method="post"
            action={`/api/v1/mailing-list/unsubscribe?token=${encodeURIComponent(token)}`}
          >
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <Button type="submit">{t('unsubscribe.button')}</Button>
          </form>
        </>
      ) : (
        <Alert tone="error">{t('unsubscribe.missing')}</Alert>
      )}
    </Container>
  );
}

import { WifiOff } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { buttonClassName } from '../../components/ui/Button.tsx';
import { Container } from '../../components/ui/Container.tsx';
import styles from './OfflineView.module.css';

/**
 * What the service worker shows for a page it has not kept while there is no connection. It serves
 * this page's HTML without its scripts under the address asked for, so everything here works
 * without JavaScript: "Try again" submits a plain form to the same address, links are plain links.
 */
export function OfflineView() {
  const { t } = useTranslation();
  return (
    <Container narrow className={styles.offline}>
      <WifiOff className={styles.icon} aria-hidden="true" focusable="false" />
      <h1>{t('offline.title')}</h1>
      <p className={styles.text}>{t('offline.message')}</p>
      <div className={styles.actions}>
        <form method="get">
          <button type="submit" className={buttonClassName({})}>
            {t('offline.retry')}
          </button>
        </form>
        <a href="/" className={buttonClassName({ variant: 'secondary' })}>
          {t('offline.home')}
        </a>
      </div>
    </Container>
  );
}

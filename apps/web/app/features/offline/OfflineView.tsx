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
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
      </svg>
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

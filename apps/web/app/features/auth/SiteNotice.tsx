import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { SessionEndedText } from './SessionEndedText.tsx';
import { dismissNotice, useSiteNotice } from '../../lib/session/site-notice.ts';
import styles from './SiteNotice.module.css';

/** How long the welcome (and a confirmation) stays once the page it lands on is showing, unless closed earlier. */
export const welcomeVisibleMs = 6000;

/**
 * The polite live region on every page that shows the site's notice (site-notice.ts). The region
 * is always in the document, so screen readers announce what appears in it. The welcome goes by
 * itself; the end of a session stays until closed or until the member is signed in again, since
 * it asks for something.
 */
export function SiteNotice() {
  const { t } = useTranslation();
  const notice = useSiteNotice();

  useEffect(() => {
    if (!notice || notice.kind === 'sessionEnded') return;
    const timer = setTimeout(() => dismissNotice(notice.id), welcomeVisibleMs);
    return () => clearTimeout(timer);
  }, [notice]);

  const goesBy = notice !== null && notice.kind !== 'sessionEnded';
  const testId = {
    welcome: 'welcome-notice',
    confirmation: 'confirmation-notice',
    sessionEnded: 'session-ended-notice',
  };
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {notice && (
        <div
          className={goesBy ? styles.notice : `${styles.notice} ${styles.pinned} no-print`}
          data-testid={testId[notice.kind]}
        >
          <div className={styles.text}>
            {notice.kind !== 'sessionEnded' ? (
              notice.lines.map((line) => <p key={line}>{line}</p>)
            ) : (
              <SessionEndedText id={notice.id} />
            )}
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label={t('siteNotice.dismiss')}
            onClick={() => dismissNotice(notice.id)}
          >
            <X size={20} aria-hidden="true" focusable="false" />
          </button>
        </div>
      )}
    </div>
  );
}

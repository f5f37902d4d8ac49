import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { dismissWelcome, useWelcome } from './welcome-notice.ts';
import styles from './WelcomeNotice.module.css';

/** How long the welcome stays once the page it lands on is showing, unless closed earlier. */
export const welcomeVisibleMs = 6000;

/**
 * The polite live region on every page that shows the welcome after a sign-in. The region is
 * always in the document, so screen readers announce what appears in it.
 */
export function WelcomeNotice() {
  const { t } = useTranslation();
  const welcome = useWelcome();

  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(() => dismissWelcome(welcome.id), welcomeVisibleMs);
    return () => clearTimeout(timer);
  }, [welcome]);

  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {welcome && (
        <div className={styles.notice} data-testid="welcome-notice">
          <div className={styles.text}>
            {welcome.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label={t('welcomeNotice.dismiss')}
            onClick={() => dismissWelcome(welcome.id)}
          >
            <X size={20} aria-hidden="true" focusable="false" />
          </button>
        </div>
      )}
    </div>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { WelcomeNotice } from '../../features/auth/WelcomeNotice.tsx';
import { Footer } from './Footer.tsx';
import { NavBar } from './NavBar.tsx';
import styles from './SiteLayout.module.css';

/** The chrome around every page: skip link, navigation bar, main landmark and footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Marks the moment the page is interactive (end-to-end tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <NavBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <WelcomeNotice />
        {children}
      </main>
      <Footer />
    </div>
  );
}

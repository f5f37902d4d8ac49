import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { SiteNotice } from '../../features/auth/index.ts';
import { useSession } from '../../lib/session/session.tsx';
import { Footer } from './Footer.tsx';
import { WaitsForTexts } from './WaitsForTexts.tsx';
import { NavBar } from './NavBar.tsx';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { documentHydrated } from '../../lib/hydration-pass.ts';
import styles from './SiteLayout.module.css';

/** The chrome around every page: skip link, navigation bar, main landmark and footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <HydrateLater>
        <NavBar />
      </HydrateLater>
      <HydrateLater>
        <main id="main" className={styles.main} tabIndex={-1}>
          <SiteNotice />
          {children}
        </main>
      </HydrateLater>
      <WaitsForTexts>
        <HydrateLater>
          <Footer />
        </HydrateLater>
      </WaitsForTexts>
      <HydratedMark />
    </div>
  );
}

/**
 * Marks the moment the page is interactive (end-to-end tests wait for it before clicking):
 * hydrated, and caught up with what only the browser knows (the stored session, the phone's
 * filter sheet), which follows hydration in a transition (use-store-after-hydration.ts). A
 * component of its own, so that only it re-renders when the session becomes ready.
 */
function HydratedMark() {
  const { ready } = useSession();
  useEffect(() => {
    if (!ready) return;
    // Also the parts hydrated after the rest (hydrate-later.tsx) must answer clicks.
    void documentHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, [ready]);
  return null;
}

import { useEffect, useRef, type ReactNode } from 'react';
import { ListFilter, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useStoreAfterHydration } from '../../lib/use-store-after-hydration.ts';
import { filtersHeadingId } from './RecipeFilterPanel.tsx';
import styles from './RecipeFilters.module.css';

/** Phones get the filters as a sheet; the width matches the stylesheet's breakpoint. */
const phoneQuery = '(max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const onPhone = () => window.matchMedia(phoneQuery).matches;

export interface FilterSheetProps {
  activeCount: number;
  /** The panel. */
  children: ReactNode;
}

/**
 * The filter panel in place on wide screens and without JavaScript; on a phone a button opens
 * it as a modal dialog (showModal: the page behind is inert so focus stays inside, Escape closes
 * it, the heading labels it) and focus returns to the button when it closes.
 */
export function FilterSheet({ activeCount, children }: FilterSheetProps) {
  const { t } = useTranslation('recipe-filters');
  // The server (and hydration) render the panel in place: it works without JavaScript at any width.
  const phone = useStoreAfterHydration(subscribe, onPhone, false).value;
  const dialog = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  // Applying or clearing the filters navigates: the sheet closes on the new page.
  useEffect(() => {
    dialog.current?.close();
  }, [key]);

  const opener = (
    <button
      ref={openerRef}
      type="button"
      className={styles.opener}
      aria-haspopup="dialog"
      onClick={() => dialog.current?.showModal()}
    >
      <ListFilter size={20} aria-hidden="true" />
      {activeCount > 0 ? t('openWithCount', { count: activeCount }) : t('open')}
    </button>
  );
  if (!phone) {
    // The opener is in the markup at every width and the stylesheet picks opener or panel by
    // width, so the server's HTML already has the phone layout: nothing moves when hydration
    // swaps the hidden panel for the sheet. Without JavaScript the panel shows instead.
    return (
      <>
        {opener}
        <aside className={styles.inline} aria-labelledby={filtersHeadingId}>
          {children}
        </aside>
      </>
    );
  }
  return (
    <>
      {opener}
      <dialog
        ref={dialog}
        className={styles.sheet}
        aria-labelledby={filtersHeadingId}
        onClose={() => openerRef.current?.focus()}
      >
        <button
          type="button"
          className={styles.closeButton}
          aria-label={t('close')}
          onClick={() => dialog.current?.close()}
        >
          <X size={20} aria-hidden="true" />
        </button>
        {children}
      </dialog>
    </>
  );
}

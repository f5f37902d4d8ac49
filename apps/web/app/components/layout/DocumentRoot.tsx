import type { ReactNode } from 'react';

/**
 * The `<html>` element of every page, as the server writes it. Preact, the browser's runtime
 * (decision 0048), renders into `document.documentElement` when asked to render the document,
 * so there the element already exists and only its contents are rendered; its `lang` follows
 * the language through `applyLanguage` (i18n/language-preference.ts), as before.
 */
export function DocumentRoot({ lang, children }: { lang: string; children: ReactNode }) {
  if (!import.meta.env.SSR) return children;
  return (
    // The inline script sets data-theme on <html> before hydration: not a mismatch to report.
    <html lang={lang} suppressHydrationWarning>
      {children}
    </html>
  );
}

import { useLayoutEffect, type ReactNode } from 'react';

/**
 * The `<html>` element of every page. Preact, the browser's runtime in production builds
 * (decision 0048), renders into `document.documentElement` when asked to render the document,
 * so there the element already exists: only its contents are rendered, and `lang` is kept up to
 * date by hand when the language changes.
 */
export function DocumentRoot({ lang, children }: { lang: string; children: ReactNode }) {
  if (import.meta.env.CLIENT_RUNTIME === 'preact') return <ElementContents lang={lang}>{children}</ElementContents>;
  return (
    // The inline script sets data-theme on <html> before hydration: not a mismatch to report.
    <html lang={lang} suppressHydrationWarning>
      {children}
    </html>
  );
}

function ElementContents({ lang, children }: { lang: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return children;
}

import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { defaultNamespace, type Namespace } from './config.ts';
import type { I18n, TFunction } from './translator.ts';

const I18nContext = createContext<I18n | null>(null);

// The instance components use when no provider is above them: set once by the unit tests' setup,
// so a component renders on its own, in English, without a wrapper in every test.
let standalone: I18n | null = null;
export function setStandaloneI18n(i18n: I18n): void {
  standalone = i18n;
}

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * The translate function of one namespace in the current language. A namespace the browser has
 * not fetched yet suspends the component until it arrives (navigations are transitions, so the
 * old page stays on screen meanwhile); a language change re-renders every user.
 */
export function useTranslation(namespace: Namespace = defaultNamespace): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext) ?? standalone;
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  i18n.markUsed(namespace);
  // Throwing the pending promise is how Suspense waits for it (what react-i18next did too);
  // `use()` with it never retried inside the tests' act(), so the long-standing way it is.
  if (!i18n.isReady(language, namespace)) throw i18n.loadNamespace(language, namespace);
  const t = useMemo(() => i18n.getFixedT(language, namespace), [i18n, language, namespace]);
  return { t, i18n };
}

export type { TFunction };

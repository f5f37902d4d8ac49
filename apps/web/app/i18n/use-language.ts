import { useCallback, useEffect } from 'react';
import { useTranslation } from './react.tsx';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { resolveLanguage, type Language } from '@recipes/contracts/plain';
import { applyLanguage, cookieLanguage, storedLanguage } from './language-preference.ts';

/** The language the interface currently shows. */
export function useCurrentLanguage(): Language {
  return resolveLanguage(useTranslation().i18n.language);
}

/**
 * Switches the interface language without a page reload: texts change at once, then every
 * active loader runs again (the cookie is already set) so localized data follows.
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return useCallback(
    async (language: Language) => {
      await applyLanguage(i18n, language);
      const params = new URLSearchParams(location.search);
      if (params.has('lang')) {
        // A `?lang=` in the address would win over the new choice, so it goes.
        params.delete('lang');
        const search = params.toString();
        await navigate(
          { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
          { replace: true, preventScrollReset: true },
        );
      } else {
        await revalidate();
      }
    },
    [i18n, location, navigate, revalidate],
  );
}

/**
 * Keeps the browser in step with the language the server rendered: follows a `?lang=` link
 * (and remembers it), and restores a choice kept only in local storage when the cookie is gone.
 */
export function useLanguageSync(pageLanguage: Language): void {
  const { i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const hasQueryLanguage = new URLSearchParams(useLocation().search).has('lang');

  useEffect(() => {
    const fromCookie = cookieLanguage();
    const fromStorage = storedLanguage();
    if (!hasQueryLanguage && !fromCookie && fromStorage && fromStorage !== pageLanguage) {
      void changeLanguage(fromStorage);
      return;
    }
    if (i18n.language !== pageLanguage || fromCookie !== pageLanguage) void applyLanguage(i18n, pageLanguage);
    // Runs when the page language changes, not on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageLanguage]);
}

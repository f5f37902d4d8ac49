import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { NavLink, useNavigate } from 'react-router';
import { PlainLink } from '../ui/PlainLink.tsx';
import { useSessionUser } from '../../lib/session/session.tsx';
import { siteName } from '../../features/seo/index.ts';
import { ThemeSwitch } from '../../features/theme/index.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { LogoMark } from './LogoMark.tsx';
import { SearchBox } from './SearchBox.tsx';
import styles from './NavBar.module.css';

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.link} ${styles.active}` : (styles.link ?? '');
}

/**
 * SPEC section 2: Home, Recipes and About for everyone; Login when signed out; My Recipes,
 * Submit Recipe, Profile and Logout when signed in. On phones the links fold behind a menu button.
 */
export function NavBar() {
  const { t } = useTranslation();
  const { user, signOut } = useSessionUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  // Any followed link inside the menu closes it (phones), without watching the location.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      document.getElementById('site-menu-button')?.focus();
    }
  };
  const logout = async () => {
    setOpen(false);
    await signOut();
    await navigate('/');
  };

  return (
    <header className={`${styles.header} no-print`} onKeyDown={closeOnEscape}>
      <nav className={styles.bar} aria-label={t('nav.label')}>
        <PlainLink to="/" className={styles.brand}>
          <LogoMark />
          {siteName}
        </PlainLink>
        <button
          id="site-menu-button"
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.burger} aria-hidden="true" />
          {open ? t('nav.closeMenu') : t('nav.menu')}
        </button>
        <div id="site-menu" className={styles.menu} data-open={open} onClick={closeOnLink}>
          <ul className={styles.links}>
            <li>
              <NavLink to="/home" className={navLinkClass}>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/recipes" className={navLinkClass}>
                {t('nav.recipes')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/about" className={navLinkClass}>
                {t('nav.about')}
              </NavLink>
            </li>
            {user ? (
              <>
                <li>
                  <NavLink to="/my-recipes" className={navLinkClass}>
                    {t('nav.myRecipes')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/submit-recipe" className={navLinkClass}>
                    {t('nav.submitRecipe')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/profile" className={navLinkClass}>
                    {t('nav.profile')}
                  </NavLink>
                </li>
                <li>
                  <button type="button" className={styles.linkButton} onClick={() => void logout()}>
                    {t('nav.logout')}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <NavLink to="/login" className={navLinkClass}>
                  {t('nav.login')}
                </NavLink>
              </li>
            )}
          </ul>
          <SearchBox className={styles.search} onSearch={() => setOpen(false)} />
          <div className={styles.language}>
            <ThemeSwitch />
            <LanguageMenu />
          </div>
        </div>
      </nav>
    </header>
  );
}

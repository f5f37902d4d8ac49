import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
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
 * Submit Recipe, Shopping list, Favorites (on the profile page), Profile and Logout when signed in
 * (issue 41: findable places). On phones the links fold behind a menu button, and the search box
 * is one tap away behind a search button of its own, not inside the menu.
 */
export function NavBar() {
  const { t } = useTranslation();
  const { user, signOut } = useSessionUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRow = useRef<HTMLDivElement>(null);

  // The phone's search button opens the box with the cursor in it, ready to type.
  useEffect(() => {
    if (searchOpen) searchRow.current?.querySelector('input')?.focus();
  }, [searchOpen]);

  // Any followed link inside the menu closes it (phones), without watching the location.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      document.getElementById('site-menu-button')?.focus();
    } else if (event.key === 'Escape' && searchOpen) {
      setSearchOpen(false);
      document.getElementById('site-search-button')?.focus();
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
        <div className={styles.phoneButtons}>
          <button
            id="site-search-button"
            type="button"
            className={styles.searchButton}
            aria-expanded={searchOpen}
            aria-controls="site-search"
            aria-label={t('nav.openSearch')}
            title={t('nav.openSearch')}
            onClick={() => {
              setOpen(false);
              setSearchOpen((value) => !value);
            }}
          >
            <Search size={20} aria-hidden="true" focusable="false" />
          </button>
          <button
            id="site-menu-button"
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => {
              setSearchOpen(false);
              setOpen((value) => !value);
            }}
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className={styles.menuLabel}>{open ? t('nav.closeMenu') : t('nav.menu')}</span>
          </button>
        </div>
        <div id="site-search" ref={searchRow} className={styles.searchRow} data-open={searchOpen}>
          <SearchBox
            className={styles.search}
            onSearch={() => {
              setOpen(false);
              setSearchOpen(false);
            }}
          />
        </div>
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
                  <NavLink to="/shopping-list" className={navLinkClass}>
                    {t('nav.shoppingList')}
                  </NavLink>
                </li>
                <li>
                  {/* The favourites are a section of the profile page: a plain link to it, never "current". */}
                  <PlainLink to="/profile#favorites-heading" className={styles.link}>
                    {t('nav.favorites')}
                  </PlainLink>
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
          <div className={styles.language}>
            <ThemeSwitch />
            <LanguageMenu />
          </div>
        </div>
      </nav>
    </header>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { languages, type Language } from '@recipes/contracts/plain';
import { useChangeLanguage, useCurrentLanguage } from '../../i18n/use-language.ts';
import { Flag } from './Flag.tsx';
import styles from './LanguageMenu.module.css';

/** Each language is named in itself, as people look for their own language. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch', vi: 'Tiếng Việt' };

/**
 * SPEC section 1: English, Deutsch and Tiếng Việt with flags; the button shows the current code
 * in upper case. A menu button: arrows move between choices, Escape closes, focus returns.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const changeLanguage = useChangeLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    const selected = Math.max(0, languages.indexOf(current));
    itemRefs.current[selected]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, current]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (language: Language) => {
    close();
    if (language !== current) void changeLanguage(language);
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    const move = (to: number) => itemRefs.current[(to + languages.length) % languages.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(languages.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className={styles.languageMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="language-menu"
        aria-label={t('language.button', { language: languageNames[current], code: current.toUpperCase() })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Flag language={current} />
        <span className={styles.code}>{current.toUpperCase()}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open && (
        <ul
          id="language-menu"
          role="menu"
          aria-label={t('language.menu')}
          className={styles.list}
          onKeyDown={onMenuKey}
        >
          {languages.map((language, index) => (
            <li key={language} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={language === current}
                lang={language}
                className={styles.item}
                tabIndex={-1}
                onClick={() => choose(language)}
              >
                <Flag language={language} />
                <span>{languageNames[language]}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

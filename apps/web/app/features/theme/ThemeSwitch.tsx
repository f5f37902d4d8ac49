import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import {
  chooseTheme,
  currentThemeChoice,
  subscribeToTheme,
  themeChoices,
  type ThemeChoice,
} from './theme-preference.ts';
import styles from './ThemeSwitch.module.css';

/** The server renders "system": its HTML is the same for every visitor (decision 0021). */
const serverChoice = (): ThemeChoice => 'system';

/**
 * System / Light / Dark as three radio buttons with icons: arrow keys move and choose, a screen
 * reader hears "Colour scheme, Dark, 3 of 3". Which one looks selected follows <html data-theme>
 * in CSS, so it is right from the first paint, before hydration sets `checked`.
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(subscribeToTheme, currentThemeChoice, serverChoice);
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t('theme.label')}</legend>
      {themeChoices.map((choice) => (
        <label key={choice} className={styles.option} data-choice={choice} title={t(`theme.${choice}`)}>
          <input
            type="radio"
            name="theme"
            value={choice}
            className={styles.input}
            checked={current === choice}
            onChange={() => chooseTheme(choice)}
          />
          <ThemeIcon choice={choice} />
          <span className="visually-hidden">{t(`theme.${choice}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ThemeIcon({ choice }: { choice: ThemeChoice }) {
  const common = {
    width: 18,
    height: 18,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
  };
  if (choice === 'light') {
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    );
  }
  if (choice === 'dark') {
    return (
      <svg {...common}>
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}

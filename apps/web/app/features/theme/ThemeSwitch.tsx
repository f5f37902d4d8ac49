import { useEffect } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import {
  chooseTheme,
  currentThemeChoice,
  restoreStoredTheme,
  subscribeToTheme,
  themeChoices,
  type ThemeChoice,
} from './theme-preference.ts';
import styles from './ThemeSwitch.module.css';
import { useBrowserStore } from '../../lib/use-browser-store.ts';

/** The server renders "system": its HTML is the same for every visitor (decision 0021). */
const serverChoice = (): ThemeChoice => 'system';

/**
 * System / Light / Dark as three radio buttons with icons: arrow keys move and choose, a screen
 * reader hears "Colour scheme, Dark, 3 of 3". Which one looks selected follows <html data-theme>
 * in CSS, so it is right from the first paint, before hydration sets `checked`.
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const current = useBrowserStore(subscribeToTheme, currentThemeChoice, serverChoice);
  useEffect(restoreStoredTheme, []);
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

/** The site's icon set (lucide-react), one per choice. */
const themeIcons = { system: Monitor, light: Sun, dark: Moon } as const;

function ThemeIcon({ choice }: { choice: ThemeChoice }) {
  const Icon = themeIcons[choice];
  return <Icon size={18} aria-hidden="true" focusable="false" />;
}

import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMatch, useNavigate } from 'react-router';
import styles from './SearchBox.module.css';

/** SPEC section 2: the keywords go to /recipes/{keywords}; an empty search lists everything. */
export function searchPath(keywords: string): string {
  const trimmed = keywords.trim();
  return trimmed ? `/recipes/${encodeURIComponent(trimmed)}` : '/recipes';
}

export interface SearchBoxProps {
  className?: string;
  /** Called as the search is sent: the phone menu holding the box closes over the results. */
  onSearch?: () => void;
}

export function SearchBox({ className, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  // On a search result page the box shows what was searched for (decoded by the router).
  const keywords = useMatch('/recipes/:keywords')?.params.keywords ?? '';

  // Read from the form, not from state: text typed before hydration counts too.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keywords = new FormData(event.currentTarget).get('keywords');
    onSearch?.();
    void navigate(searchPath(typeof keywords === 'string' ? keywords : ''));
  };

  return (
    <form role="search" className={[styles.search, className].filter(Boolean).join(' ')} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('nav.searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        name="keywords"
        className={styles.input}
        // A new search page resets the box to its own keywords.
        key={keywords}
        defaultValue={keywords}
        placeholder={t('nav.searchPlaceholder')}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.button}>
        {t('nav.search')}
      </button>
    </form>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { RecipeDraft } from '@recipes/contracts';
import { recipePath } from '@recipes/contracts/plain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextArea, TextField } from '../../components/ui/TextField.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { sourceHost, normalizeLink, type ImportMode, type ImportState } from './import-outcome.ts';
import { useRecipeImport } from './use-recipe-import.ts';
// The same folding panel as "Copy from Existing" beside it on the new-recipe page.
import panelStyles from '../../components/ui/page-styles/CopyFromExisting.module.css';
import styles from './ImportRecipe.module.css';

interface ImportRecipeProps {
  disabled: boolean;
  /** Fills the editor; false when the member chose to keep the form as it was. */
  onDraft(draft: RecipeDraft): boolean;
}

const modes: ImportMode[] = ['url', 'text', 'file'];

function ImportIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 3v11m0 0-4-4m4 4 4-4M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Import recipe" on the new-recipe page (CONTRACT "Import and export"): a link to a recipe page,
 * a pasted recipe, or an export file. Link and text fill the form below; a file stores its recipes.
 */
export function ImportRecipe({ disabled, onDraft }: ImportRecipeProps) {
  const { t } = useTranslation('import');
  const panel = useRef<HTMLDetailsElement>(null);
  const [mode, setMode] = useState<ImportMode>('url');
  const [link, setLink] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { state, fromLink, fromText, fromFile } = useRecipeImport(onDraft);
  const baseId = useId();
  const busy = disabled || state.kind === 'working';

  // My Recipes links here as /recipe/new#import; the server never sees the hash, so the panel
  // opens after hydration.
  useEffect(() => {
    if (window.location.hash === '#import' && panel.current) panel.current.open = true;
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (mode === 'url' && link.trim()) void fromLink(normalizeLink(link));
    if (mode === 'text' && text.trim()) void fromText(text);
    if (mode === 'file' && file) void fromFile(file);
  };

  return (
    <details id="import" ref={panel} className={panelStyles.panel} data-testid="import-panel">
      <summary className={`${panelStyles.summary} ${styles.summary}`}>
        <ImportIcon /> {t('title')}
      </summary>
      <form className={panelStyles.content} onSubmit={submit} aria-label={t('title')}>
        <p className={panelStyles.hint}>{t('hint')}</p>
        <div className={styles.modes} role="tablist" aria-label={t('modes.label')}>
          {modes.map((each) => (
            <button
              key={each}
              type="button"
              role="tab"
              id={`${baseId}-tab-${each}`}
              aria-selected={mode === each}
              aria-controls={`${baseId}-panel`}
              className={mode === each ? `${styles.mode} ${styles.modeActive}` : styles.mode}
              onClick={() => setMode(each)}
            >
              {t(`modes.${each}`)}
            </button>
          ))}
        </div>
        <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${mode}`} className={styles.fields}>
          {mode === 'url' && (
            <TextField
              label={t('url.label')}
              hint={t('url.hint')}
              // Text, not type=url: the browser would refuse "example.com/pho", which we complete to https://.
              type="text"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={link}
              onChange={(event) => setLink(event.target.value)}
              required
            />
          )}
          {mode === 'text' && (
            <TextArea
              label={t('text.label')}
              hint={t('text.hint')}
              rows={10}
              value={text}
              onChange={(event) => setText(event.target.value)}
              required
            />
          )}
          {mode === 'file' && (
            <div className={styles.fileField}>
              <label htmlFor={`${baseId}-file`}>{t('file.label')}</label>
              <input
                id={`${baseId}-file`}
                type="file"
                accept=".json,.jsonld,application/json,application/ld+json"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                required
              />
              <p className={panelStyles.hint}>{t('file.hint')}</p>
            </div>
          )}
          <p>
            <Button type="submit" disabled={busy}>
              {t(`submit.${mode}`)}
            </Button>
          </p>
        </div>
        <ImportStatus state={state} />
      </form>
    </details>
  );
}

function ImportStatus({ state }: { state: ImportState }) {
  const { t } = useTranslation('import');
  switch (state.kind) {
    case 'idle':
      return null;
    case 'working':
      return (
        <p className={styles.working} role="status" data-testid="import-status">
          <span className={styles.spinner} aria-hidden="true" />
          {t(`working.${state.mode}`)}
        </p>
      );
    case 'failed':
      return (
        <Alert tone="error" data-testid="import-status">
          <p className={styles.failureTitle}>{t(`failure.${state.mode}`)}</p>
          <p>{'server' in state.message ? state.message.server : t(state.message.key)}</p>
        </Alert>
      );
    case 'filled': {
      const host = sourceHost(state.draft);
      return (
        <Alert tone="success" data-testid="import-status">
          {host ? t('filled.fromSite', { host }) : t('filled.fromText')}
        </Alert>
      );
    }
    case 'created':
      return (
        <Alert tone="success" data-testid="import-status">
          <p>{t('created', { count: state.recipes.length })}</p>
          <ul className={styles.createdList}>
            {state.recipes.map((recipe) => (
              <li key={recipe.id}>
                <Link to={recipePath(recipe)}>{recipe.name}</Link>
                {!recipe.active && <span className={styles.draftMark}> ({t('draft')})</span>}
              </li>
            ))}
          </ul>
        </Alert>
      );
  }
}

import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Recipe } from '@recipes/contracts';
import { categoryTerms, cuisineTerms, findTerm, resolveLanguage, smallThumbnailSrcSet } from '@recipes/contracts/plain';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { filterCopyCandidates } from './copy-search.ts';
import { useCopyCandidates } from './use-copy-candidates.ts';
import styles from '../../components/ui/page-styles/CopyFromExisting.module.css';
import { ClipboardList } from 'lucide-react';

interface CopyFromExistingProps {
  userId: number;
  disabled: boolean;
  onCopy(recipe: Recipe): Promise<void>;
}

/** SPEC section 2: on a new recipe, a searchable list of recipes to start from (list at most 300px high). */
export function CopyFromExisting({ userId, disabled, onCopy }: CopyFromExistingProps) {
  const { t, i18n } = useTranslation('editor');
  const language = resolveLanguage(i18n.language);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { state, retry } = useCopyCandidates(open, userId);
  const titleId = useId();
  const matches = state.kind === 'ready' ? filterCopyCandidates(state.recipes, query, language) : [];

  return (
    <details className={styles.panel} onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="copy-panel">
      <summary className={styles.summary} id={titleId}>
        <ClipboardList size="1.1em" aria-hidden="true" focusable="false" /> {t('copy.title')}
      </summary>
      <div className={styles.content}>
        <p className={styles.hint}>{t('copy.hint')}</p>
        <TextField
          label={t('copy.search')}
          type="search"
          placeholder={t('copy.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {state.kind === 'loading' && <p role="status">{t('copy.loading')}</p>}
        {state.kind === 'failed' && (
          <p role="alert" className={styles.failed}>
            {t('copy.loadFailed')}{' '}
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('state.retry')}
            </Button>
          </p>
        )}
        {state.kind === 'ready' && (
          <>
            <p className={styles.count} role="status">
              {matches.length === 0 ? t('copy.none') : t('copy.count', { count: matches.length })}
            </p>
            <ul className={styles.list} aria-labelledby={titleId}>
              {matches.map((recipe) => {
                const category = findTerm(categoryTerms, recipe.recipeCategory);
                const cuisine = findTerm(cuisineTerms, recipe.recipeCuisine);
                const facts = [category?.names[language], cuisine?.names[language]].filter(Boolean).join(' · ');
                return (
                  <li key={recipe.id} className={styles.item}>
                    {recipe.images[0] ? (
                      <img
                        className={styles.thumb}
                        src={recipe.images[0].thumbnail || recipe.images[0].image}
                        srcSet={smallThumbnailSrcSet(recipe.images[0].thumbnail || recipe.images[0].image)}
                        sizes="3rem"
                        alt=""
                      />
                    ) : (
                      <span className={styles.thumb} aria-hidden="true" />
                    )}
                    <span className={styles.text}>
                      <span className={styles.name}>{recipe.name}</span>
                      {(facts || recipe.createdByUserId === userId) && (
                        <span className={styles.facts}>
                          {facts}
                          {recipe.createdByUserId === userId && <span className={styles.yours}>{t('copy.yours')}</span>}
                        </span>
                      )}
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={disabled}
                      aria-label={t('copy.copyButton', { name: recipe.name })}
                      onClick={() => void onCopy(recipe)}
                    >
                      {t('copy.copy')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}

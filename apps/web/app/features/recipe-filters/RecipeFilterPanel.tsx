import { Link, useNavigate } from 'react-router';
import type { FormEvent } from 'react';
import type { RecipeFacets } from '@recipes/contracts';
import {
  categoryTerms,
  cuisineTerms,
  maxTimeOptions,
  minRatingOptions,
  recipeSorts,
  type Language,
  type RecipeSort,
} from '@recipes/contracts/plain';
import { Button, Checkbox, Select, TextField } from '../../components/ui/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { filtersFromForm, filtersHref, type ListFilters } from './filter-params.ts';
import styles from './RecipeFilters.module.css';

export const filtersHeadingId = 'recipe-filters-heading';

export interface RecipeFilterPanelProps {
  /** The list's own path without query: /recipes or /recipes/{keywords}. */
  action: string;
  filters: ListFilters;
  facets: RecipeFacets;
  hasKeywords: boolean;
}

const sortLabels: Record<RecipeSort, string> = {
  relevance: 'sortRelevance',
  newest: 'sortNewest',
  rating: 'sortRating',
  quickest: 'sortQuickest',
};

/**
 * The filters as a GET form: without JavaScript the browser submits it to the list's own
 * address; with it, the same values become a clean URL (no empty parameters) and the router
 * navigates there. Every option shows how many recipes choosing it would give.
 */
export function RecipeFilterPanel({ action, filters, facets, hasKeywords }: RecipeFilterPanelProps) {
  const { t, i18n } = useTranslation('recipe-filters');
  const navigate = useNavigate();
  const language = i18n.language as Language;
  const option = (label: string, count: number | undefined) => t('option', { label, count: count ?? 0 });
  const sorts = recipeSorts.filter((sort) => hasKeywords || sort !== 'relevance');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(filtersHref(action, filtersFromForm(new FormData(event.currentTarget))));
  }

  return (
    <form method="get" action={action} className={styles.panel} onSubmit={submit} data-testid="recipe-filters">
      <h2 id={filtersHeadingId} className={styles.heading}>
        {t('heading')}
      </h2>
      <Select
        name="sort"
        label={t('sort')}
        defaultValue={filters.sort ?? (hasKeywords ? 'relevance' : 'newest')}
        options={sorts.map((sort) => ({ value: sort, label: t(sortLabels[sort]) }))}
      />
      <Select
        name="category"
        label={t('category')}
        defaultValue={filters.category ?? ''}
        placeholder={t('any')}
        options={categoryTerms.map((term) => ({
          value: term.key,
          label: option(term.names[language], facets.category[term.key]),
        }))}
      />
      <Select
        name="cuisine"
        label={t('cuisine')}
        defaultValue={filters.cuisine ?? ''}
        placeholder={t('any')}
        options={cuisineTerms.map((term) => ({
          value: term.key,
          label: option(term.names[language], facets.cuisine[term.key]),
        }))}
      />
      <fieldset className={styles.group}>
        <legend>{t('time')}</legend>
        <label className={styles.choice}>
          <input type="radio" name="maxTime" value="" defaultChecked={filters.maxTime === null} />
          {t('any')}
        </label>
        {maxTimeOptions.map((minutes) => (
          <label key={minutes} className={styles.choice}>
            <input type="radio" name="maxTime" value={minutes} defaultChecked={filters.maxTime === minutes} />
            {option(t('timeAtMost', { minutes }), facets.maxTime[minutes])}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('rating')}</legend>
        <label className={styles.choice}>
          <input type="radio" name="minRating" value="" defaultChecked={filters.minRating === null} />
          {t('any')}
        </label>
        {minRatingOptions.map((stars) => (
          <label key={stars} className={styles.choice}>
            <input type="radio" name="minRating" value={stars} defaultChecked={filters.minRating === stars} />
            {option(t('ratingAtLeast', { stars }), facets.minRating[stars])}
          </label>
        ))}
      </fieldset>
      <Checkbox
        name="hasPhoto"
        value="true"
        defaultChecked={filters.hasPhoto}
        label={option(t('hasPhoto'), facets.hasPhoto)}
      />
      <TextField
        name="include"
        label={t('include')}
        hint={t('ingredientsHint')}
        defaultValue={filters.include}
        maxLength={200}
      />
      <TextField
        name="exclude"
        label={t('exclude')}
        hint={t('ingredientsHint')}
        defaultValue={filters.exclude}
        maxLength={200}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {t('apply')}
        </Button>
        <Link className={styles.clear} to={action}>
          {t('clear')}
        </Link>
      </div>
    </form>
  );
}

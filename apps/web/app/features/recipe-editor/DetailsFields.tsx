import { useTranslation } from '../../i18n/react.tsx';
import { categoryTerms, cuisineTerms, localizeTerms, recipeLimits, resolveLanguage } from '@recipes/contracts/plain';
import { Select } from '../../components/ui/Select.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import type { RecipeForm, TextField as FormTextField } from './form-model.ts';
import { keywordsProblem } from './form-checks.ts';
import type { EditorAction } from './form-reducer.ts';
import styles from './RecipeEditor.module.css';
import { useFieldProblem } from './use-field-problem.ts';

interface FieldsProps {
  form: RecipeForm;
  dispatch(action: EditorAction): void;
}

/** Category and cuisine (names in the current language), times, yield and keywords (limits as the API's). */
export function DetailsFields({ form, dispatch }: FieldsProps) {
  const { t, i18n } = useTranslation('editor');
  const language = resolveLanguage(i18n.language);
  const options = (terms: typeof categoryTerms | typeof cuisineTerms) =>
    localizeTerms(terms, language).map((term) => ({ value: term.key, label: term.name }));
  const set = (field: FormTextField) => (event: { target: { value: string } }) =>
    dispatch({ type: 'setText', field, value: event.target.value });
  const keywords = useFieldProblem(keywordsProblem(form.keywords));

  return (
    <div className={styles.grid}>
      <Select
        label={t('fields.category')}
        name="recipeCategory"
        placeholder={t('fields.choose')}
        options={options(categoryTerms)}
        value={form.recipeCategory}
        onChange={set('recipeCategory')}
      />
      <Select
        label={t('fields.cuisine')}
        name="recipeCuisine"
        placeholder={t('fields.choose')}
        options={options(cuisineTerms)}
        value={form.recipeCuisine}
        onChange={set('recipeCuisine')}
      />
      <TextField
        label={t('fields.prepTime')}
        name="prepTime"
        type="number"
        inputMode="numeric"
        min={0}
        max={recipeLimits.minutes}
        step={1}
        value={form.prepTime}
        onChange={set('prepTime')}
      />
      <TextField
        label={t('fields.cookTime')}
        name="cookTime"
        type="number"
        inputMode="numeric"
        min={0}
        max={recipeLimits.minutes}
        step={1}
        value={form.cookTime}
        onChange={set('cookTime')}
      />
      <TextField
        label={t('fields.recipeYield')}
        name="recipeYield"
        maxLength={recipeLimits.recipeYield}
        placeholder={t('fields.yieldPlaceholder')}
        value={form.recipeYield}
        onChange={set('recipeYield')}
      />
      <TextField
        label={t('fields.keywords')}
        id={keywords.id}
        name="keywords"
        hint={t('fields.keywordsHint')}
        error={keywords.message || undefined}
        value={form.keywords}
        onChange={set('keywords')}
      />
    </div>
  );
}

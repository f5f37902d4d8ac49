import { useTranslation } from '../../i18n/react.tsx';
import { recipeLimits } from '@recipes/contracts/plain';
import { TextArea, TextField } from '../../components/ui/TextField.tsx';
import { descriptionProblem, nameProblem } from './form-checks.ts';
import type { RecipeForm } from './form-model.ts';
import type { EditorAction } from './form-reducer.ts';
import styles from './RecipeEditor.module.css';
import { useFieldProblem } from './use-field-problem.ts';

interface FieldsProps {
  form: RecipeForm;
  dispatch(action: EditorAction): void;
}

/**
 * Name, short description and the main description (limits as the API's). A name of spaces is
 * missing, as the API trims it: the form stops on it with the message an empty name gets.
 */
export function BasicFields({ form, dispatch }: FieldsProps) {
  const { t } = useTranslation('editor');
  const name = useFieldProblem(nameProblem(form.name));
  const description = useFieldProblem(descriptionProblem(form.description, form.sections));
  return (
    <div className={styles.stack}>
      <TextField
        label={t('fields.name')}
        id={name.id}
        name="name"
        required
        maxLength={recipeLimits.name}
        autoComplete="off"
        placeholder={t('fields.namePlaceholder')}
        value={form.name}
        onChange={(event) => dispatch({ type: 'setText', field: 'name', value: event.target.value })}
      />
      <TextArea
        label={t('fields.shortDescription')}
        name="shortDescription"
        hint={t('fields.shortDescriptionHint')}
        maxLength={recipeLimits.shortDescription}
        rows={2}
        className={styles.shortText}
        value={form.shortDescription}
        onChange={(event) => dispatch({ type: 'setText', field: 'shortDescription', value: event.target.value })}
      />
      <TextArea
        label={t('fields.description')}
        id={description.id}
        name="description"
        hint={t('fields.descriptionHint')}
        error={description.message || undefined}
        rows={6}
        value={form.description}
        onChange={(event) => dispatch({ type: 'setText', field: 'description', value: event.target.value })}
      />
    </div>
  );
}

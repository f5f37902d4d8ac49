import { useTranslation } from '../../i18n/react.tsx';
import { TextArea, TextField } from '../../components/ui/TextField.tsx';
import type { RecipeForm } from './form-model.ts';
import type { EditorAction } from './form-reducer.ts';
import styles from './RecipeEditor.module.css';

interface FieldsProps {
  form: RecipeForm;
  dispatch(action: EditorAction): void;
}

/** Name, short description and the main description (limits as the API's). */
export function BasicFields({ form, dispatch }: FieldsProps) {
  const { t } = useTranslation('editor');
  return (
    <div className={styles.stack}>
      <TextField
        label={t('fields.name')}
        name="name"
        required
        maxLength={200}
        autoComplete="off"
        placeholder={t('fields.namePlaceholder')}
        value={form.name}
        onChange={(event) => dispatch({ type: 'setText', field: 'name', value: event.target.value })}
      />
      <TextArea
        label={t('fields.shortDescription')}
        name="shortDescription"
        hint={t('fields.shortDescriptionHint')}
        maxLength={1000}
        rows={2}
        className={styles.shortText}
        value={form.shortDescription}
        onChange={(event) => dispatch({ type: 'setText', field: 'shortDescription', value: event.target.value })}
      />
      <TextArea
        label={t('fields.description')}
        name="description"
        hint={t('fields.descriptionHint')}
        rows={6}
        value={form.description}
        onChange={(event) => dispatch({ type: 'setText', field: 'description', value: event.target.value })}
      />
    </div>
  );
}

import { useTranslation } from '../../i18n/react.tsx';
import { Checkbox } from '../../components/ui/Checkbox.tsx';
import { TextArea, TextField } from '../../components/ui/TextField.tsx';
import { NutritionFields } from '../kitchen/index.ts';
import type { RecipeForm } from './form-model.ts';
import type { EditorAction } from './form-reducer.ts';
import styles from './RecipeEditor.module.css';
import { videosProblem } from './form-checks.ts';
import { useFieldProblem } from './use-field-problem.ts';

interface FieldsProps {
  form: RecipeForm;
  dispatch(action: EditorAction): void;
}

/** Notes, source, videos and whether the recipe is published. */
export function MoreFields({ form, dispatch }: FieldsProps) {
  const { t } = useTranslation('editor');
  const videos = useFieldProblem(videosProblem(form.videos));
  return (
    <div className={styles.stack}>
      <TextArea
        label={t('fields.notes')}
        name="notes"
        rows={3}
        value={form.notes}
        onChange={(event) => dispatch({ type: 'setText', field: 'notes', value: event.target.value })}
      />
      <TextField
        label={t('fields.sourceURL')}
        name="sourceURL"
        type="url"
        inputMode="url"
        maxLength={1000}
        placeholder="https://"
        hint={t('fields.sourceHint')}
        value={form.sourceURL}
        onChange={(event) => dispatch({ type: 'setText', field: 'sourceURL', value: event.target.value })}
      />
      <TextArea
        label={t('fields.videos')}
        id={videos.id}
        name="videos"
        rows={2}
        hint={t('fields.videosHint')}
        error={videos.message || undefined}
        className={styles.shortText}
        value={form.videos}
        onChange={(event) => dispatch({ type: 'setText', field: 'videos', value: event.target.value })}
      />
      <div>
        <Checkbox
          label={t('fields.active')}
          name="active"
          checked={form.active}
          onChange={(event) => dispatch({ type: 'setActive', value: event.target.checked })}
        />
        <p className={styles.checkboxHint}>{t('fields.activeHint')}</p>
      </div>
      <NutritionFields
        value={form.nutrition}
        onChange={(field, value) => dispatch({ type: 'setNutrition', field, value })}
      />
    </div>
  );
}

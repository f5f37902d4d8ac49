import { useTranslation } from '../../i18n/react.tsx';
import { TextArea } from '../../components/ui/TextField.tsx';
import { groupIngredients } from '../recipes/detail/ingredient-groups.ts';
import type { EditorAction } from './form-reducer.ts';
import styles from './RecipeEditor.module.css';

/** One ingredient a line; a line starting with '#' is a heading, as the preview shows. */
export function IngredientsEditor({ value, dispatch }: { value: string; dispatch(action: EditorAction): void }) {
  const { t } = useTranslation('editor');
  const groups = groupIngredients(value.split('\n'));
  return (
    <div className={groups.length > 0 ? styles.ingredientsWithPreview : undefined}>
      <TextArea
        label={t('ingredients.label')}
        name="ingredients"
        hint={t('ingredients.hint')}
        rows={8}
        placeholder={t('ingredients.placeholder')}
        value={value}
        onChange={(event) => dispatch({ type: 'setText', field: 'ingredients', value: event.target.value })}
      />
      {groups.length > 0 && (
        <div className={styles.preview} aria-label={t('ingredients.preview')} role="group">
          <p className={styles.previewTitle}>{t('ingredients.preview')}</p>
          {groups.map((group, index) => (
            <div key={index}>
              {group.heading && <p className={styles.previewHeading}>{group.heading}</p>}
              {group.items.length > 0 && (
                <ul className={styles.previewList}>
                  {group.items.map((item, itemIndex) => (
                    <li key={itemIndex}>{item}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

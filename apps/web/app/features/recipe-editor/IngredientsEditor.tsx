import { useMemo } from 'react';
import { parseIngredientLine } from '@recipes/contracts/plain';
import { useTranslation } from '../../i18n/react.tsx';
import { TextArea } from '../../components/ui/TextField.tsx';
import { groupIngredients } from '../recipes/index.ts';
import { ingredientsProblem } from './form-checks.ts';
import type { EditorAction } from './form-reducer.ts';
import { IngredientReadingLine } from './IngredientReadingLine.tsx';
import styles from './RecipeEditor.module.css';
import { useFieldProblem } from './use-field-problem.ts';

/**
 * One ingredient a line; a line starting with '#' is a heading, as the preview shows. Under each
 * line the preview says how it was understood, as the author types (the server stores the same
 * reading on save). A line longer than the API takes is named under the box, and stops the save.
 */
export function IngredientsEditor({ value, dispatch }: { value: string; dispatch(action: EditorAction): void }) {
  const { t } = useTranslation('editor');
  const groups = useMemo(
    () =>
      groupIngredients(value.split('\n')).map((group) => ({
        heading: group.heading,
        items: group.items.map((item) => parseIngredientLine(item)),
      })),
    [value],
  );
  const problem = useFieldProblem(ingredientsProblem(value));
  return (
    <div className={groups.length > 0 ? styles.ingredientsWithPreview : undefined}>
      <TextArea
        id={problem.id}
        label={t('ingredients.label')}
        name="ingredients"
        hint={t('ingredients.hint')}
        error={problem.message || undefined}
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
                    <li key={itemIndex}>
                      <IngredientReadingLine parsed={item} />
                    </li>
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

import { useTranslation } from '../../../i18n/react.tsx';
import { groupIngredients } from './ingredient-groups.ts';
import styles from '../../../components/ui/page-styles/RecipeSections.module.css';

/** Ingredients under their '#' headings; headings are titles, not bulleted items. */
export function IngredientList({ ingredients }: { ingredients: readonly string[] }) {
  const { t } = useTranslation('recipes');
  const groups = groupIngredients(ingredients);
  if (groups.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading">{t('detail.ingredients')}</h2>
      {groups.map((group, index) => (
        <div key={index} className={styles.group}>
          {group.heading && <h3 className={styles.groupHeading}>{group.heading}</h3>}
          {group.items.length > 0 && (
            <ul className={styles.ingredients}>
              {group.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

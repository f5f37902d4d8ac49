import type { Language, ParsedIngredient } from '@recipes/contracts';
import { presentIngredient } from '@recipes/contracts/plain';
import { useTranslation } from '../../../i18n/react.tsx';
import type { KitchenView } from './use-kitchen-view.ts';
import sections from '../../../components/ui/page-styles/RecipeSections.module.css';
import styles from './Kitchen.module.css';

interface Group {
  heading: string | null;
  lines: ParsedIngredient[];
}

function groupLines(lines: readonly ParsedIngredient[]): Group[] {
  const groups: Group[] = [];
  for (const line of lines) {
    if (line.heading) groups.push({ heading: line.text.replace(/^\s*#+/, '').trim(), lines: [] });
    else if (groups.at(-1)) groups.at(-1)?.lines.push(line);
    else groups.push({ heading: null, lines: [line] });
  }
  return groups.filter((group) => group.heading || group.lines.length > 0);
}

/** Ingredients at the reader's servings and units; the amount in bold, the rest as written. */
export function ScaledIngredientList({
  lines,
  view,
  language,
}: {
  lines: readonly ParsedIngredient[];
  view: KitchenView;
  language: Language;
}) {
  const { t } = useTranslation('kitchen');
  const groups = groupLines(lines);
  if (groups.length === 0) return null;
  return (
    <>
      {view.factor !== 1 && view.base !== null && (
        <p className={styles.scaledNote}>{t('servings.scaledNote', { base: view.base, count: view.servings })}</p>
      )}
      {groups.map((group, index) => (
        <div key={index} className={sections.group}>
          {group.heading && <h3 className={sections.groupHeading}>{group.heading}</h3>}
          {group.lines.length > 0 && (
            <ul className={sections.ingredients} data-testid="ingredient-list">
              {group.lines.map((line, i) => {
                const shown = presentIngredient(line, view.factor, view.system, language);
                return (
                  <li key={i}>
                    {shown.amount && <strong className={styles.amount}>{shown.amount}</strong>} {shown.rest}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ))}
    </>
  );
}

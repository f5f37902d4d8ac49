import { useTranslation } from '../../i18n/react.tsx';
import { PlainLink } from '../../components/ui/PlainLink.tsx';
import type { CategoryCardData } from './category-card.ts';
import styles from './CategoryGrid.module.css';
import { CategoryIcon } from '../../components/ui/icons/term-icons.tsx';

/** SPEC section 2: a card per category; each opens the recipe list filtered by its key. */
export function CategoryGrid({ categories }: { categories: readonly CategoryCardData[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category.key}>
          <PlainLink
            to={`/recipes?category=${encodeURIComponent(category.key)}`}
            className={styles.card}
            data-category={category.key}
          >
            <span className={styles.icon} aria-hidden="true">
              <CategoryIcon categoryKey={category.key} />
            </span>
            <span className={styles.name}>{category.name}</span>
            <span className={styles.count}>{t('categories.count', { count: category.count })}</span>
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}

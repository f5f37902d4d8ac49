import { useTranslation } from '../../i18n/react.tsx';
import { Container } from '../../components/ui/Container.tsx';
import type { CategoryCardData } from './category-card.ts';
import { CategoryGrid } from './CategoryGrid.tsx';
import styles from './CategoryGrid.module.css';

export function CategoriesPage({ categories }: { categories: readonly CategoryCardData[] }) {
  const { t } = useTranslation();
  return (
    <Container>
      <h1>{t('categories.title')}</h1>
      <p className={styles.intro}>{t('categories.intro')}</p>
      <CategoryGrid categories={categories} />
    </Container>
  );
}

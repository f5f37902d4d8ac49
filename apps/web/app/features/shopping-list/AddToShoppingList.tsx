import { useState } from 'react';
import { Link } from 'react-router';
import type { ParsedIngredient, UnitSystem } from '@recipes/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { CartIcon } from '../kitchen/icons.tsx';
import { recipeEntries } from './recipe-entries.ts';
import { useShoppingList } from './use-shopping-list.ts';
import styles from './ShoppingList.module.css';

/** Puts the recipe's ingredients, as scaled and converted on the page, on the reader's list. */
export function AddToShoppingList({
  recipeId,
  lines,
  factor,
  system,
}: {
  recipeId: number;
  lines: readonly ParsedIngredient[];
  factor: number;
  system: UnitSystem;
}) {
  const { t } = useTranslation('shopping-list');
  const { store, ready } = useShoppingList();
  const [added, setAdded] = useState<number | null>(null);
  const entries = recipeEntries(lines, recipeId, factor, system);
  if (entries.length === 0) return null;

  const add = () => {
    void store.change({ type: 'add', items: entries });
    setAdded(entries.length);
  };

  return (
    <div className={`${styles.addToList} no-print`}>
      <Button variant="secondary" onClick={add} disabled={!ready}>
        <CartIcon />
        {t('addToList')}
      </Button>
      <p role="status" className={styles.addedNote}>
        {added !== null && (
          <>
            {t('added', { count: added })} <Link to="/shopping-list">{t('viewList')}</Link>
          </>
        )}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { PlainLink } from '../../components/ui/PlainLink.tsx';
import type { ParsedIngredient, UnitSystem } from '@recipes/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { CartIcon } from '../../components/ui/icons/control-icons.tsx';
import { recipeEntries } from './recipe-entries.ts';
import { useApi, useSession } from '../../lib/session/session.tsx';
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
  system: UnitSystem | null;
}) {
  const { t } = useTranslation('shopping-list');
  const { user, ready } = useSession();
  const api = useApi();
  const [added, setAdded] = useState<number | null>(null);
  const entries = recipeEntries(lines, recipeId, factor, system);
  if (entries.length === 0) return null;

  const add = async () => {
    // The list's code is fetched on the first click, not with the page.
    const { addToList } = await import('./add-to-list.ts');
    void addToList(user?.id ?? null, api, entries);
    setAdded(entries.length);
  };

  return (
    <div className={`${styles.addToList} no-print`}>
      <Button variant="secondary" onClick={() => void add()} disabled={!ready}>
        <CartIcon />
        {t('addToList')}
      </Button>
      <p role="status" className={styles.addedNote}>
        {added !== null && (
          <>
            {t('added', { count: added })} <PlainLink to="/shopping-list">{t('viewList')}</PlainLink>
          </>
        )}
      </p>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ShoppingBasket } from 'lucide-react';
import type { Language, ShoppingListItem, UnitSystem } from '@recipes/contracts';
import { groupByAisle } from '@recipes/contracts/plain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { CloseIcon } from '../../components/ui/icons/control-icons.tsx';
import { useUnitPreference } from '../kitchen/index.ts';
import { itemAmount } from './item-amount.ts';
import { ownItemEntry } from './own-item.ts';
import { useShoppingList } from './use-shopping-list.ts';
import styles from './ShoppingList.module.css';

function ItemRow({
  item,
  language,
  system,
}: {
  item: ShoppingListItem;
  language: Language;
  system: UnitSystem | null;
}) {
  const { t } = useTranslation('shopping-list');
  const { store } = useShoppingList();
  const amount = itemAmount(item, language, system);
  const name = amount ? `${amount} ${item.ingredient}` : item.ingredient;
  return (
    <li className={item.checked ? `${styles.item} ${styles.checked}` : styles.item}>
      <label className={styles.itemLabel}>
        <input
          type="checkbox"
          checked={item.checked}
          aria-label={t('check', { name })}
          onChange={(event) => void store.change({ type: 'check', itemId: item.id, checked: event.target.checked })}
        />
        <span className={styles.itemText}>
          {amount && <strong>{amount}</strong>} {item.ingredient}
          {item.recipeIds.length > 1 && (
            <span className={styles.sources}> · {t('fromRecipes', { count: item.recipeIds.length })}</span>
          )}
        </span>
      </label>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('remove', { name })}
        onClick={() => void store.change({ type: 'remove', itemId: item.id })}
      >
        <CloseIcon />
      </button>
    </li>
  );
}

/**
 * The shopping list page: items by aisle, own items, the outbox's state, a visitor's list kept on
 * sign-in. Empty, it says where items come from (a recipe's "Add to shopping list") and links to recipes.
 */
export function ShoppingListView() {
  const { t, i18n } = useTranslation('shopping-list');
  const language = i18n.language as Language;
  const list = useShoppingList();
  // The reader's unit system as chosen now (a member's saved preference included); none: as stored.
  const { stored: system } = useUnitPreference();
  const [text, setText] = useState('');
  const groups = groupByAisle(list.items);

  const addOwn = (event: FormEvent) => {
    event.preventDefault();
    const entry = ownItemEntry(text, language);
    if (!entry) return;
    void list.store.change({ type: 'add', items: [entry] });
    setText('');
  };

  return (
    <Container>
      <div className={styles.page}>
        <h1>{t('title')}</h1>
        {list.visitorItems.length > 0 && list.signedIn && (
          <section className={styles.keep} aria-labelledby="keep-heading">
            <h2 id="keep-heading">{t('keepTitle')}</h2>
            <p>{t('keepText', { count: list.visitorItems.length })}</p>
            <div className={styles.row}>
              <Button onClick={() => void list.store.keepVisitorItems()}>{t('keep')}</Button>
              <Button variant="ghost" onClick={() => list.store.discardVisitorItems()}>
                {t('discard')}
              </Button>
            </div>
          </section>
        )}
        {list.ready && !list.signedIn && (
          <p className={styles.hint}>
            {t('visitorHint')} <Link to="/login?redirect=%2Fshopping-list">→</Link>
          </p>
        )}
        {list.offline && <Alert tone="warning">{t('offline')}</Alert>}
        {list.pending > 0 && (
          <p className={styles.hint} data-testid="pending">
            {t('pending', { count: list.pending })}
          </p>
        )}
        {list.error && <Alert tone="error">{list.error}</Alert>}

        {list.ready && groups.length === 0 && (
          <section className={styles.empty} aria-labelledby="empty-heading" data-testid="shopping-list-empty">
            <ShoppingBasket className={styles.emptyIcon} size={40} aria-hidden="true" focusable="false" />
            <h2 id="empty-heading">{t('emptyTitle')}</h2>
            <p>{t('empty', { button: t('addToList') })}</p>
            <ButtonLink to="/recipes" variant="secondary" size="sm">
              {t('emptyLink')}
            </ButtonLink>
          </section>
        )}

        <form className={styles.addForm} onSubmit={addOwn}>
          <TextField
            label={t('addOwn')}
            name="item"
            value={text}
            maxLength={200}
            placeholder={t('addOwnPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={!list.ready}>
            {t('addButton')}
          </Button>
        </form>

        {groups.map((group) => (
          <section key={group.aisle} className={styles.aisle} aria-labelledby={`aisle-${group.aisle}`}>
            <h2 id={`aisle-${group.aisle}`} className={styles.aisleTitle}>
              {t(`aisles.${group.aisle}`)}
            </h2>
            <ul className={styles.items}>
              {group.items.map((item) => (
                <ItemRow key={item.id} item={item} language={language} system={system} />
              ))}
            </ul>
          </section>
        ))}
        {list.items.some((item) => item.checked) && (
          <Button variant="secondary" onClick={() => void list.store.change({ type: 'clearChecked' })}>
            {t('clearChecked')}
          </Button>
        )}
      </div>
    </Container>
  );
}

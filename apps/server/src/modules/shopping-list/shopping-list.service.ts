import {
  shoppingListLimits,
  type ShoppingList,
  type ShoppingListChange,
  type ShoppingListItem,
} from '@recipes/contracts';
import { applyShoppingChange } from '@recipes/contracts/plain';
import { nowIso } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { forbidden, invalid } from '../../domain-errors.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { canUseShoppingList } from './shopping-list.policy.ts';
import {
  appliedOperations,
  forgetOperations,
  listItems,
  lockMember,
  recordOperations,
  replaceItems,
} from './shopping-list.repository.ts';

const operationMemoryMs = 30 * 24 * 60 * 60 * 1000;

/**
 * A member's own shopping list. Changes carry ids the client made up; a change whose id was
 * applied before is skipped, so an outbox can send its changes again after a lost answer.
 */
export function createShoppingListService(deps: ServiceDeps) {
  const { db, dialect } = deps;

  const ensureOwn = (user: UserRow) => {
    if (!canUseShoppingList(user, user.id)) throw forbidden();
  };

  return {
    async get(user: UserRow): Promise<ShoppingList> {
      ensureOwn(user);
      return { items: await listItems(db, user.id) };
    },

    /** All changes apply or none (a full list refuses the whole request with 400). */
    async change(user: UserRow, changes: ShoppingListChange[]): Promise<ShoppingList> {
      ensureOwn(user);
      const items = await db.transaction().execute(async (tx) => {
        await lockMember(tx, dialect, user.id);
        const before = await listItems(tx, user.id);
        const applied = await appliedOperations(
          tx,
          user.id,
          changes.map((change) => change.id),
        );
        let current: ShoppingListItem[] = before;
        const fresh: string[] = [];
        for (const change of changes) {
          if (applied.has(change.id)) continue;
          applied.add(change.id);
          const next = applyShoppingChange(current, change, shoppingListLimits.items);
          if (change.type === 'add' && next === current) throw invalid('SHOPPING_LIST_FULL');
          current = next;
          fresh.push(change.id);
        }
        if (current !== before) await replaceItems(tx, user.id, current);
        const now = nowIso();
        await recordOperations(tx, user.id, fresh, now);
        await forgetOperations(tx, user.id, new Date(Date.now() - operationMemoryMs).toISOString());
        return current;
      });
      return { items };
    },
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;

import { sql } from 'kysely';
import { UnitIdSchema, type ShoppingListItem } from '@recipes/contracts';
import { aisles, type Aisle } from '@recipes/contracts/plain';
import type { Dialect, Executor } from '../../db/database.ts';
import type { ShoppingListItemsTable } from '../../db/schema.ts';

function toItem(row: ShoppingListItemsTable): ShoppingListItem {
  const unit = UnitIdSchema.safeParse(row.unit);
  return {
    id: row.item_id,
    ingredient: row.ingredient,
    quantity: row.quantity,
    unit: unit.success ? unit.data : null,
    aisle: (aisles as readonly string[]).includes(row.aisle) ? (row.aisle as Aisle) : 'other',
    checked: row.checked === 1,
    recipeIds: JSON.parse(row.recipe_ids) as number[],
  };
}

export async function listItems(db: Executor, userId: number): Promise<ShoppingListItem[]> {
  const rows = await db
    .selectFrom('shopping_list_items')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
  return rows.map(toItem);
}

/** Writes the whole list anew (it is at most a few hundred rows, changed as one). */
export async function replaceItems(db: Executor, userId: number, items: ShoppingListItem[]): Promise<void> {
  await db.deleteFrom('shopping_list_items').where('user_id', '=', userId).execute();
  if (items.length === 0) return;
  await db
    .insertInto('shopping_list_items')
    .values(
      items.map((item, position) => ({
        user_id: userId,
        item_id: item.id,
        position,
        ingredient: item.ingredient,
        quantity: item.quantity,
        unit: item.unit,
        aisle: item.aisle,
        checked: item.checked ? 1 : 0,
        recipe_ids: JSON.stringify(item.recipeIds),
      })),
    )
    .execute();
}

/** The member's row locked until the transaction ends, so two changes to one list run one after the other. */
export async function lockMember(db: Executor, dialect: Dialect, userId: number): Promise<void> {
  // SQLite runs one writing transaction at a time already.
  if (dialect !== 'postgres') return;
  await sql`select id from users where id = ${userId} for update`.execute(db);
}

export async function appliedOperations(db: Executor, userId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('shopping_list_operations')
    .select('operation_id')
    .where('user_id', '=', userId)
    .where('operation_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.operation_id));
}

export async function recordOperations(db: Executor, userId: number, ids: string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto('shopping_list_operations')
    .values(ids.map((id) => ({ user_id: userId, operation_id: id, applied_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'operation_id']).doNothing())
    .execute();
}

/** Operation ids older than the cutoff are forgotten; an outbox does not hold changes that long. */
export async function forgetOperations(db: Executor, userId: number, before: string): Promise<void> {
  await db
    .deleteFrom('shopping_list_operations')
    .where('user_id', '=', userId)
    .where('applied_at', '<', before)
    .execute();
}

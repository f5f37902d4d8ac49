import { z } from 'zod';
import { UnitIdSchema } from './kitchen.ts';
import { aisles } from './shopping/aisles.ts';
import { shoppingListLimits } from './shopping/limits.ts';

export const AisleSchema = z.enum(aisles);

/** An operation id the client makes up (a UUID), so that sending a change twice applies it once. */
const OperationIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** An item is named by its merge key: the folded ingredient and the unit (see shopping/merge.ts). */
const ItemIdSchema = z.string().min(1).max(300);

export const ShoppingListItemSchema = z.object({
  id: ItemIdSchema,
  ingredient: z.string(),
  quantity: z.number().nullable(),
  unit: UnitIdSchema.nullable(),
  aisle: AisleSchema,
  checked: z.boolean(),
  /** The recipes this item was added from, oldest first (empty for own items). */
  recipeIds: z.array(z.number().int()),
});
export type ShoppingListItem = z.infer<typeof ShoppingListItemSchema>;

export const ShoppingListSchema = z.object({ items: z.array(ShoppingListItemSchema) });
export type ShoppingList = z.infer<typeof ShoppingListSchema>;

export const ShoppingListEntrySchema = z.object({
  ingredient: z.string().trim().min(1).max(200),
  quantity: z.number().positive().max(1_000_000).nullable(),
  unit: UnitIdSchema.nullable(),
  recipeId: z.number().int().positive().max(2147483647).nullable(),
});
export type ShoppingListEntry = z.infer<typeof ShoppingListEntrySchema>;

export const ShoppingListChangeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('add'),
    id: OperationIdSchema,
    items: z.array(ShoppingListEntrySchema).min(1).max(shoppingListLimits.itemsPerAdd),
  }),
  z.object({ type: z.literal('check'), id: OperationIdSchema, itemId: ItemIdSchema, checked: z.boolean() }),
  z.object({ type: z.literal('remove'), id: OperationIdSchema, itemId: ItemIdSchema }),
  z.object({ type: z.literal('clearChecked'), id: OperationIdSchema }),
]);
export type ShoppingListChange = z.infer<typeof ShoppingListChangeSchema>;

export const ShoppingListChangesBodySchema = z.object({
  changes: z.array(ShoppingListChangeSchema).min(1).max(shoppingListLimits.changesPerRequest),
});
export type ShoppingListChangesBody = z.infer<typeof ShoppingListChangesBodySchema>;

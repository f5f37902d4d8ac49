import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

// The kitchen (issue 14): shopping lists, the replay guard of their changes, a member's unit
// system, and optional nutrition per serving on recipes.
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const real = dialect === 'postgres' ? 'double precision' : 'real';

  await db.schema
    .createTable('shopping_list_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The merge key (folded ingredient and unit): what check and remove name.
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('ingredient', 'text', (c) => c.notNull())
    .addColumn('quantity', real)
    .addColumn('unit', 'text')
    .addColumn('aisle', 'text', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipe_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('shopping_list_items_pkey', ['user_id', 'item_id'])
    .execute();

  // Operation ids already applied, so a change sent again (a retry after a lost answer) applies once.
  await db.schema
    .createTable('shopping_list_operations')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('operation_id', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shopping_list_operations_pkey', ['user_id', 'operation_id'])
    .execute();
  await db.schema
    .createIndex('shopping_list_operations_applied')
    .on('shopping_list_operations')
    .column('applied_at')
    .execute();

  await db.schema.alterTable('users').addColumn('unit_system', 'text').execute();
  // JSON text like the other structured recipe fields; null when the author gave none.
  await db.schema.alterTable('recipes').addColumn('nutrition', 'text').execute();
}

export async function down(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.alterTable('recipes').dropColumn('nutrition').execute();
  await db.schema.alterTable('users').dropColumn('unit_system').execute();
  await db.schema.dropTable('shopping_list_operations').execute();
  await db.schema.dropTable('shopping_list_items').execute();
}

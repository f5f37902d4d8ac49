/**
 * Who may read and change a shopping list: only the member it belongs to. There is no way to
 * name another member's list in the API; this states the rule the service relies on.
 */
export function canUseShoppingList(actor: { id: number } | null, ownerId: number): boolean {
  return actor !== null && actor.id === ownerId;
}

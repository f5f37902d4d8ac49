/** Limits of one member's list, shared by server validation and the browser's own list. */
export const shoppingListLimits = { items: 500, changesPerRequest: 100, itemsPerAdd: 300 } as const;

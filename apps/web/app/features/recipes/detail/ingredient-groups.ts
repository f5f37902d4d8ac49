import { isIngredientHeading } from '@recipes/contracts/plain';

export { isIngredientHeading };

export interface IngredientGroup {
  /** The heading text without '#', or null for ingredients before the first heading. */
  heading: string | null;
  items: string[];
}

/** Splits the flat ingredient list into groups under their headings; blank entries are dropped. */
export function groupIngredients(entries: readonly string[]): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    if (isIngredientHeading(entry)) {
      groups.push({ heading: entry.replace(/^#+/, '').trim(), items: [] });
      continue;
    }
    const current = groups.at(-1);
    if (current) current.items.push(entry);
    else groups.push({ heading: null, items: [entry] });
  }
  return groups.filter((group) => group.heading || group.items.length > 0);
}

import { unpackDescription } from '@recipes/contracts/plain';

/** SPEC section 9: My Recipes cards cut the description to 100 characters plus '...'. */
export const cardDescriptionLength = 100;

/** Cuts by characters (code points), so an emoji or a Vietnamese letter is never split in half. */
export function truncateDescription(text: string, length = cardDescriptionLength): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join('')}...`;
}

/**
 * The card shows the short description, the one line written for cards (issue 41); a recipe
 * without one shows the start of its main description (without packed extra sections).
 */
export function cardDescription(recipe: { description: string; shortDescription: string }): string {
  const short = recipe.shortDescription.trim();
  return truncateDescription(short || unpackDescription(recipe.description).description.trim());
}

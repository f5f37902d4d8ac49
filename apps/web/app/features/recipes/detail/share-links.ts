import { groupIngredients } from './ingredient-groups.ts';

export interface ShareTarget {
  /** Absolute canonical URL of the recipe page. */
  url: string;
  name: string;
  summary: string;
  /** Absolute URL of the first photo, for Pinterest. */
  image: string | null;
}

export function facebookShareUrl({ url }: ShareTarget): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function twitterShareUrl({ url, name }: ShareTarget): string {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(name)}`;
}

export function pinterestShareUrl({ url, name, image }: ShareTarget): string {
  const params = new URLSearchParams({ url, description: name });
  if (image) params.set('media', image);
  return `https://www.pinterest.com/pin/create/button/?${params.toString()}`;
}

/** mailto: wants %20 for spaces, not '+', so the parts are encoded one by one. */
export function mailtoUrl(recipient: string, subject: string, body: string): string {
  return `mailto:${recipient}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The ingredient list as plain text for a shopping list: headings become "Heading:" lines,
 * ingredients "- item" lines.
 */
export function shoppingListText(ingredients: readonly string[]): string {
  return groupIngredients(ingredients)
    .map((group) => [group.heading ? `${group.heading}:` : null, ...group.items.map((item) => `- ${item}`)])
    .map((lines) => lines.filter((line): line is string => line !== null).join('\n'))
    .join('\n\n');
}

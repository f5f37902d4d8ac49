/**
 * SPEC section 2: lowercase, drop everything but letters, digits, spaces and hyphens,
 * whitespace runs become one hyphen, repeated hyphens collapse. Letters include non-Latin
 * ones, so 'Phở bò' stays 'phở-bò' (browsers percent-encode it in the URL).
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-');
}

export function recipePath(recipe: { id: number; slug?: string; name: string }): string {
  const slug = recipe.slug ?? slugify(recipe.name);
  return slug ? `/recipe/${recipe.id}/${encodeURIComponent(slug)}` : `/recipe/${recipe.id}`;
}

/**
 * A custom field's name as the description can hold it: one line, not starting with '#'
 * (SPEC section 3 packs sections as '#title'). Blank means refused.
 */
export function cleanSectionTitle(raw: string | null): string {
  return (raw ?? '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s#]+/, '')
    .trim()
    .slice(0, 100);
}

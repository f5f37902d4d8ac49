import { isEverythingChanged, type EverythingChanged } from './everything-changed.ts';
/**
 * What a write changed, said as the tags of everything that shows it. Cached pages and API
 * answers record the tags of what they show; a change drops exactly the entries sharing a tag
 * with it (docs/decisions/0009-tag-invalidation.md). Plain JSON, so a notice can travel to other
 * server instances as it is.
 */
// A type alias (not an interface) so that it counts as JSON for the change feed's transport.
export type ContentChange = {
  tags: string[];
};

/** A tag every entry matches: for changes nobody can narrow down (and tests). */
export const everythingTag = '*';

/**
 * The tag vocabulary. An entry carries a tag when a write of that kind may change its bytes:
 * - `recipe:<id>`: the recipe's JSON, its page, and every list page showing it as an entry.
 * - `author:<userId>`: anything showing the member as a recipe's author (name in recipe JSON).
 * - `member:<userId>`: the member's public page and follows lists (name, photo, counts), and
 *   follows lists that show the member as an entry.
 * - `list:…`: which recipes a list holds and in what order (membership), see recipe-tags.ts.
 * - `search`: every search result page (a recipe joined or left the searchable set);
 *   `search:<word>`: searches with that query word (search-word-tags.ts); `sitemap`: the sitemap.
 */
export const tag = {
  recipe: (id: number) => `recipe:${id}`,
  author: (userId: number) => `author:${userId}`,
  member: (userId: number) => `member:${userId}`,
  search: 'search',
  sitemap: 'sitemap',
} as const;

/** The tags a notice from the change feed drops: all of them after notices may have been lost. */
export function tagsOf(notice: ContentChange | EverythingChanged): string[] {
  return isEverythingChanged(notice) ? [everythingTag] : notice.tags;
}

export const contentChange = (tags: Iterable<string>): ContentChange => ({ tags: [...new Set(tags)] });

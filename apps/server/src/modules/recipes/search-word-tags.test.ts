import { describe, expect, it } from 'vitest';
import { tag } from '../freshness/content-change.ts';
import type { SearchableRow } from './search/search-document.ts';
import { changedSearchWordTags, searchWordTag } from './search-word-tags.ts';

const row = (fields: Partial<SearchableRow>): SearchableRow => ({
  name: 'Soup',
  short_description: '',
  description: '',
  recipe_ingredients: '[]',
  keywords: '[]',
  recipe_category: 'soups',
  recipe_cuisine: null,
  ...fields,
});

describe('the searches an edit of recipe text can change', () => {
  it('are every prefix of every word in the changed fields, before and after, folded', () => {
    const before = row({ name: 'Garlic soup', short_description: 'Quick phở' });
    const after = { ...before, short_description: 'Slow' };
    const tags = changedSearchWordTags(before, after);
    for (const prefix of ['q', 'qu', 'quick', 'p', 'ph', 'pho', 's', 'sl', 'slow']) {
      expect(tags).toContain(searchWordTag(prefix));
    }
    // The name did not change: searches for its words keep their pages.
    expect(tags).not.toContain(searchWordTag('garlic'));
    expect(tags).not.toContain(searchWordTag('g'));
    expect(tags).not.toContain(tag.search);
  });

  it('are the catch-all when the text has more words than is worth naming', () => {
    const before = row({ description: 'short' });
    const essay = Array.from({ length: 400 }, (_, i) => `word${i.toString(36)}verylongindeed`).join(' ');
    expect(changedSearchWordTags(before, { ...before, description: essay })).toEqual([tag.search]);
  });
});

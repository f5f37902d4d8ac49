import { describe, expect, it } from 'vitest';
import { noFilters } from '../../recipe-filters/filter-params.ts';
import { hasSearchableWord, listPath, parseListRequest } from './list-request.ts';

describe('parseListRequest', () => {
  it('reads keywords from the route, and the category as a filter', () => {
    expect(parseListRequest(' pho ', new URLSearchParams('category=soups&page=2'))).toEqual({
      mode: { kind: 'keywords', keywords: 'pho' },
      page: 2,
      pageSize: 24,
      // The category still narrows the search, as a filter.
      filters: { ...noFilters, category: 'soups' },
    });
  });

  it('reads the category and cuisine filters', () => {
    expect(parseListRequest(undefined, new URLSearchParams('category=Soups')).mode).toEqual({
      kind: 'filter',
      category: 'soups',
      cuisine: null,
    });
    expect(parseListRequest(undefined, new URLSearchParams('cuisine=german')).mode).toEqual({
      kind: 'filter',
      category: null,
      cuisine: 'german',
    });
  });

  it('lists everything otherwise and treats a bad page as page 1', () => {
    expect(parseListRequest(undefined, new URLSearchParams('page=abc'))).toEqual({
      mode: { kind: 'all' },
      page: 1,
      pageSize: 24,
      filters: noFilters,
    });
    expect(parseListRequest('', new URLSearchParams('page=-3')).page).toBe(1);
  });

  it('searches only keywords with a letter or digit in them, in any script', () => {
    for (const keywords of ['%', '"\'<>', ' - / ', '…']) {
      expect(hasSearchableWord(keywords)).toBe(false);
      expect(parseListRequest(keywords, new URLSearchParams()).mode).toEqual({ kind: 'all' });
    }
    for (const keywords of ['phở', 'a/b', '7', 'Käse!']) expect(hasSearchableWord(keywords)).toBe(true);
  });
});

describe('listPath', () => {
  it('builds the canonical address of a list page', () => {
    expect(listPath({ kind: 'all' }, 1)).toBe('/recipes');
    expect(listPath({ kind: 'keywords', keywords: 'phở bò' }, 2)).toBe('/recipes/ph%E1%BB%9F%20b%C3%B2?page=2');
    expect(listPath({ kind: 'filter', category: 'soups', cuisine: null }, 1)).toBe('/recipes?category=soups');
  });
});

import { describe, expect, it } from 'vitest';
import { pageWindow, totalPages } from './page-window.ts';
import { pageHref } from './Pagination.tsx';

describe('pageWindow', () => {
  it('offers nothing for a single page', () => {
    expect(pageWindow(1, 1)).toEqual([]);
  });

  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});

describe('totalPages', () => {
  it('counts at least one page', () => {
    expect(totalPages(0, 24)).toBe(1);
    expect(totalPages(49, 24)).toBe(3);
  });
});

describe('pageHref', () => {
  it('keeps other query parameters and drops page=1', () => {
    expect(pageHref('/recipes', '?category=soups&page=3', 4)).toBe('/recipes?category=soups&page=4');
    expect(pageHref('/recipes', '?category=soups&page=3', 1)).toBe('/recipes?category=soups');
  });
});

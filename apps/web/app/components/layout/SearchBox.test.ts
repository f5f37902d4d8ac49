import { describe, expect, it } from 'vitest';
import { searchPath } from './SearchBox.tsx';

describe('searchPath', () => {
  it('puts the trimmed, encoded keywords in the path', () => {
    expect(searchPath('  phở bò ')).toBe('/recipes/ph%E1%BB%9F%20b%C3%B2');
    expect(searchPath('a/b?c')).toBe('/recipes/a%2Fb%3Fc');
  });

  it('lists everything for an empty search', () => {
    expect(searchPath('   ')).toBe('/recipes');
  });
});

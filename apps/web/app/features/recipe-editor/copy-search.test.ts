import { describe, expect, it } from 'vitest';
import { filterCopyCandidates, mergeRecipes } from './copy-search.ts';
import { testRecipe } from './test-recipe.ts';

const pho = testRecipe();
const schnitzel = testRecipe({
  id: 8,
  name: 'Wiener Schnitzel',
  shortDescription: 'Crisp veal cutlet',
  recipeCategory: 'main-dishes',
  recipeCuisine: 'austrian',
});
const cake = testRecipe({ id: 9, name: 'Cake', shortDescription: '', recipeCategory: null, recipeCuisine: null });
const all = [pho, schnitzel, cake];
const names = (recipes: { name: string }[]) => recipes.map((r) => r.name);

describe('copy search (SPEC section 5)', () => {
  it('lists everything for a blank query', () => {
    expect(filterCopyCandidates(all, '  ', 'en')).toHaveLength(3);
  });

  it('matches the name and the short description ignoring case', () => {
    expect(names(filterCopyCandidates(all, 'SCHNITZEL', 'en'))).toEqual(['Wiener Schnitzel']);
    expect(names(filterCopyCandidates(all, 'veal', 'en'))).toEqual(['Wiener Schnitzel']);
    expect(names(filterCopyCandidates(all, 'PHỞ', 'en'))).toEqual(['Phở bò']);
  });

  it('ignores accents as site search does: pho finds Phở, and accents in the query fold too', () => {
    expect(names(filterCopyCandidates(all, 'pho', 'en'))).toEqual(['Phở bò']);
    expect(names(filterCopyCandidates(all, 'pho bo', 'en'))).toEqual(['Phở bò']);
    expect(names(filterCopyCandidates(all, 'wíener', 'en'))).toEqual(['Wiener Schnitzel']);
    expect(names(filterCopyCandidates(all, 'suppen', 'de'))).toEqual(['Phở bò']);
  });

  it('matches category and cuisine by key and by name in the current language', () => {
    expect(names(filterCopyCandidates(all, 'main-dishes', 'en'))).toEqual(['Wiener Schnitzel']);
    expect(names(filterCopyCandidates(all, 'soups', 'de'))).toEqual(['Phở bò']);
    expect(names(filterCopyCandidates(all, 'suppen', 'de'))).toEqual(['Phở bò']);
    expect(names(filterCopyCandidates(all, 'österreich', 'de'))).toEqual(['Wiener Schnitzel']);
    expect(names(filterCopyCandidates(all, 'việt', 'vi'))).toEqual(['Phở bò']);
  });

  it('does not match other fields', () => {
    expect(filterCopyCandidates(all, 'star anise', 'en')).toEqual([]);
  });
});

describe('mergeRecipes', () => {
  it('keeps each recipe once in the order first seen', () => {
    expect(mergeRecipes([pho, schnitzel], [schnitzel, cake]).map((r) => r.id)).toEqual([7, 8, 9]);
  });
});

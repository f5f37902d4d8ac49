import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterQuery, filtersHref, noFilters, parseListFilters } from './filter-params.ts';

describe('parseListFilters', () => {
  it('reads every filter and the sort', () => {
    const filters = parseListFilters(
      new URLSearchParams(
        'category=Soups&maxTime=30&minRating=4&hasPhoto=true&include=beef&include=Käse,%20nuts&sort=rating',
      ),
    );
    expect(filters).toEqual({
      category: 'soups',
      cuisine: null,
      maxTime: 30,
      minRating: 4,
      hasPhoto: true,
      include: 'beef, Käse, nuts',
      exclude: '',
      sort: 'rating',
    });
    expect(activeFilterCount(filters)).toBe(5);
  });

  it('drops values outside the contract instead of failing', () => {
    expect(parseListFilters(new URLSearchParams('maxTime=0&minRating=9&hasPhoto=yes&sort=cheapest&maxTime=x'))).toEqual(
      noFilters,
    );
    expect(parseListFilters(new URLSearchParams('maxTime=&minRating=&include=,%20,'))).toEqual(noFilters);
  });
});

describe('filtersHref', () => {
  it('writes only the set values, in a fixed order, so equal choices share one URL', () => {
    const a = parseListFilters(new URLSearchParams('sort=quickest&maxTime=15&category=&include=tofu'));
    const b = parseListFilters(new URLSearchParams('include=tofu&maxTime=15&sort=quickest'));
    expect(filtersHref('/recipes', a)).toBe('/recipes?maxTime=15&include=tofu&sort=quickest');
    expect(filtersHref('/recipes', b)).toBe(filtersHref('/recipes', a));
    expect(filtersHref('/recipes/pho', noFilters, 2)).toBe('/recipes/pho?page=2');
  });

  it('passes the filters on as the API takes them', () => {
    expect(filterQuery(parseListFilters(new URLSearchParams('hasPhoto=true&minRating=3')))).toEqual({
      hasPhoto: 'true',
      minRating: 3,
    });
  });
});

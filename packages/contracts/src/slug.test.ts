import { describe, expect, it } from 'vitest';
import { recipePath, slugify } from './slug.ts';

describe('slugify (SPEC section 2)', () => {
  it.each([
    ['Tomato Soup', 'tomato-soup'],
    ['  Grandma’s   Apple Pie!  ', 'grandmas-apple-pie'],
    ['Salt & Pepper -- Shrimp', 'salt-pepper-shrimp'],
    ['Käsespätzle mit Röstzwiebeln', 'käsespätzle-mit-röstzwiebeln'],
    ['Königsberger Klopse (Omas Rezept)', 'königsberger-klopse-omas-rezept'],
    ['Phở bò Hà Nội', 'phở-bò-hà-nội'],
    ['Bánh mì thịt – đặc biệt', 'bánh-mì-thịt-đặc-biệt'],
    ['Tacos al pastor #2', 'tacos-al-pastor-2'],
    ['Mixed\tWhite\nSpace', 'mixed-white-space'],
    ['!!!', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('builds the canonical recipe path, encoding non-ASCII letters', () => {
    expect(recipePath({ id: 7, name: 'Tomato Soup' })).toBe('/recipe/7/tomato-soup');
    expect(recipePath({ id: 8, name: 'Phở bò' })).toBe(`/recipe/8/${encodeURIComponent('phở-bò')}`);
    expect(recipePath({ id: 9, name: '!!!' })).toBe('/recipe/9');
  });
});

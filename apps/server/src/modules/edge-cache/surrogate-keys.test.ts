import { describe, expect, it } from 'vitest';
import { answerKeys, maxKeysHeaderLength, purgeBatches, surrogateKey } from './surrogate-keys.ts';

describe('surrogate keys', () => {
  it('maps tags to header-safe keys, the same way for answers and purges', () => {
    expect(surrogateKey('recipe:12')).toBe('recipe-12');
    expect(surrogateKey('list:category:soups')).toBe('list-category-soups');
    expect(surrogateKey('search:garl')).toBe('search-garl');
    expect(surrogateKey('list:all')).toBe('list-all');
    expect(surrogateKey('*')).toBe('site');
    // Anything else than letters, digits and ._~- is written as UTF-8 hex: no space, comma or quote.
    expect(surrogateKey('search:phở')).toBe('search-ph_e1_bb_9f');
    expect(surrogateKey('list:category:a b,c')).toBe('list-category-a_20b_2cc');
    const long = surrogateKey(`search:${'x'.repeat(300)}`);
    expect(long.length).toBe(100);
    expect(long).not.toBe(surrogateKey(`search:${'x'.repeat(299)}`));
  });

  it('gives an answer its keys and the site-wide one, or none when they would not fit a header', () => {
    expect(answerKeys(['recipe:12', 'author:3', 'recipe:12'])).toEqual(['recipe-12', 'author-3', 'site']);
    expect(answerKeys([])).toEqual(['site']);
    const many = Array.from({ length: 1000 }, (_, i) => `recipe:${i}`);
    expect(answerKeys(many)).toBeNull();
  });

  it('purges everything by the site-wide key, and many search words by the search key', () => {
    expect(purgeBatches(['*', 'recipe:1'])).toEqual([['site']]);
    expect(purgeBatches(['recipe:1', 'search:ga', 'search:gar'])).toEqual([['recipe-1', 'search-ga', 'search-gar']]);
    const words = Array.from({ length: 400 }, (_, i) => `search:w${i}`);
    expect(purgeBatches(['recipe:1', 'sitemap', ...words])).toEqual([['recipe-1', 'sitemap', 'search']]);
  });

  it('splits a long purge into requests whose header fits', () => {
    const tags = Array.from({ length: 2000 }, (_, i) => `recipe:${i}`);
    const batches = purgeBatches(tags);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toHaveLength(2000);
    for (const batch of batches) expect(batch.join(' ').length).toBeLessThanOrEqual(maxKeysHeaderLength);
  });
});

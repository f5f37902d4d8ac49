import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language.ts';
import { cardWidthLimit, photoSrcSet, smallThumbnailSrcSet } from './photo-sizes.ts';
import { categoryTerms, cuisineRegions, cuisineTerms, localizeTerms } from './taxonomy-terms.ts';

describe('resolveLanguage', () => {
  it.each([
    ['de', 'de'],
    ['vi-VN,vi;q=0.9,en;q=0.8', 'vi'],
    ['fr-FR, de;q=0.5', 'de'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, language) => {
    expect(resolveLanguage(header)).toBe(language);
  });
});

describe('taxonomy data', () => {
  it('has enough categories and cuisines, each named in every language', () => {
    expect(categoryTerms.length).toBeGreaterThanOrEqual(12);
    expect(cuisineTerms.length).toBeGreaterThanOrEqual(15);
    for (const term of [...categoryTerms, ...cuisineTerms]) {
      expect(term.names.en && term.names.de && term.names.vi && term.icon).toBeTruthy();
    }
  });

  it('groups every teaser region from known cuisines', () => {
    const keys = new Set<string>(cuisineTerms.map((t) => t.key));
    for (const region of Object.values(cuisineRegions)) for (const key of region) expect(keys.has(key)).toBe(true);
  });

  it('localizes names', () => {
    expect(localizeTerms(categoryTerms, 'de').find((t) => t.key === 'soups')?.name).toBe('Suppen');
  });
});

describe('photoSrcSet', () => {
  it('lists every stored width of a photo', () => {
    expect(photoSrcSet('/media/3/abc-1600.webp')).toBe(
      '/media/3/abc-400.webp 400w, /media/3/abc-800.webp 800w, /media/3/abc-1600.webp 1600w',
    );
    expect(photoSrcSet('https://example.com/x.jpg')).toBeUndefined();
  });

  it('stops at the given width so list cards never offer the full image', () => {
    expect(photoSrcSet('/media/3/abc-400.webp', cardWidthLimit)).toBe(
      '/media/3/abc-400.webp 400w, /media/3/abc-800.webp 800w',
    );
  });
});

describe('smallThumbnailSrcSet', () => {
  it('offers the 200 px rendition and the 400 px thumbnail of a stored photo, and nothing for other URLs', () => {
    expect(smallThumbnailSrcSet('/media/3/abc1-1600.webp')).toBe(
      '/media/3/abc1-thumb.webp 200w, /media/3/abc1-400.webp 400w',
    );
    expect(smallThumbnailSrcSet('https://x.example/media/3/abc1-400.webp')).toBe(
      'https://x.example/media/3/abc1-thumb.webp 200w, https://x.example/media/3/abc1-400.webp 400w',
    );
    expect(smallThumbnailSrcSet('https://example.com/x-400.webp')).toBeUndefined();
    expect(smallThumbnailSrcSet('/media/3/abc1-og.jpg')).toBeUndefined();
  });
});

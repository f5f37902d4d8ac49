import { describe, expect, it } from 'vitest';
import type { Recipe } from '@recipes/contracts';
import { regionCuisines, teaserImage, toTeaserRecipe } from './teasers.ts';

const recipe = {
  id: 4,
  slug: 'phở-bò',
  name: 'Phở bò',
  shortDescription: 'Beef noodle soup.',
  recipeCuisine: 'vietnamese',
  images: [{ image: '/media/2/abc-1600.webp', thumbnail: '/media/2/abc-400.webp', alt: '' }],
  averageRating: 4.5,
  ratingCount: 2,
} as Recipe;

describe('teasers', () => {
  it('keeps only what a teaser shows, with a srcset over every stored width', () => {
    expect(toTeaserRecipe(recipe, 'de')).toEqual({
      id: 4,
      slug: 'phở-bò',
      name: 'Phở bò',
      shortDescription: 'Beef noodle soup.',
      cuisine: 'Vietnamesisch',
      image: {
        src: '/media/2/abc-400.webp',
        srcSet: '/media/2/abc-400.webp 400w, /media/2/abc-800.webp 800w, /media/2/abc-1600.webp 1600w',
        alt: 'Phở bò',
      },
      averageRating: 4.5,
      ratingCount: 2,
    });
  });

  it('has no image for recipes without photos', () => {
    expect(teaserImage({ ...recipe, images: [] })).toBeNull();
  });

  it('names the cuisines of a region in the page language', () => {
    expect(regionCuisines('german', 'vi')).toEqual([
      { key: 'german', name: 'Đức' },
      { key: 'austrian', name: 'Áo' },
    ]);
  });
});

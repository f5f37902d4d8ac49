import type { Recipe } from '@recipes/contracts';
import { withParsedIngredients } from '../recipes/test-support.tsx';

/** A stored recipe as the API answers it, for the editor's unit tests. */
export function testRecipe(changes: Partial<Recipe> = {}): Recipe {
  return withParsedIngredients({
    id: 7,
    slug: 'pho-bo',
    name: 'Phở bò',
    shortDescription: 'Beef noodle soup',
    description: 'A clear broth.\n\n#Origin\nHanoi.\n\n#Cooking Tips\nChar the onion.',
    recipeCategory: 'soups',
    recipeCuisine: 'vietnamese',
    recipeIngredients: ['#Broth', 'Beef bones', 'Star anise'],
    recipeInstructions: [
      {
        instruction: 'Char the onion.',
        imageURL: '/media/3/a-1600.webp',
        thumbnailURL: '/media/3/a-400.webp',
        timers: [],
      },
      { instruction: 'Simmer.', imageURL: null, thumbnailURL: null, timers: [] },
    ],
    images: [
      { image: '/media/3/p1-1600.webp', thumbnail: '/media/3/p1-400.webp', alt: 'Bowl' },
      { image: '/media/3/p2-1600.webp', thumbnail: '/media/3/p2-400.webp', alt: '' },
    ],
    videos: ['https://video.example/pho'],
    keywords: ['soup', 'beef'],
    notes: 'Best the next day.',
    prepTime: 30,
    cookTime: 240,
    recipeYield: '6 bowls',
    sourceURL: 'https://example.com/pho',
    active: true,
    nutrition: null,
    createdByUserId: 3,
    averageRating: 4.5,
    ratingCount: 2,
    reviewCount: 0,
    cookedCount: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-02T00:00:00.000Z',
    author: { id: 3, name: 'Lan' },
    ...changes,
  });
}

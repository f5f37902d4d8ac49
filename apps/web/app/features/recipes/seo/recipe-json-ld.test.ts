import { describe, expect, it } from 'vitest';
import type { Review } from '@recipes/contracts';
import { sampleRecipe } from '../test-support.tsx';
import { buildRecipeJsonLd, serializeJsonLd, type RecipeJsonLdInput } from './recipe-json-ld.ts';

function input(changes: Partial<RecipeJsonLdInput> = {}): RecipeJsonLdInput {
  return {
    recipe: sampleRecipe(),
    pageUrl: 'https://recipes.example/recipe/7/ph%E1%BB%9F-b%C3%B2',
    publicUrl: 'https://recipes.example',
    description: 'Hanoi beef noodle soup.',
    categoryName: 'Soups',
    cuisineName: 'Vietnamese',
    defaultImage: 'https://recipes.example/og-default.png',
    ...changes,
  };
}

describe('buildRecipeJsonLd', () => {
  it('describes the recipe with the properties Google reads', () => {
    const jsonLd = buildRecipeJsonLd(input());
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Phở bò',
      description: 'Hanoi beef noodle soup.',
      image: ['https://recipes.example/media/3/p1-1600.webp', 'https://recipes.example/media/3/p2-1600.webp'],
      author: { '@type': 'Person', name: 'Lan' },
      datePublished: '2024-01-01T10:00:00.000Z',
      prepTime: 'PT30M',
      cookTime: 'PT45M',
      totalTime: 'PT1H15M',
      recipeYield: '6 bowls',
      recipeCategory: 'Soups',
      recipeCuisine: 'Vietnamese',
      keywords: 'soup, beef',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 2, bestRating: 5, worstRating: 1 },
    });
  });

  it('lists ingredients without the # headings', () => {
    expect(buildRecipeJsonLd(input()).recipeIngredient).toEqual(['Beef bones', 'Star anise', 'Rice noodles']);
  });

  it('gives every step text, a name, its own URL and an absolute image', () => {
    expect(buildRecipeJsonLd(input()).recipeInstructions).toEqual([
      {
        '@type': 'HowToStep',
        name: 'Char the onion.',
        text: 'Char the onion. Then rinse.',
        url: 'https://recipes.example/recipe/7/ph%E1%BB%9F-b%C3%B2#step-1',
        image: 'https://recipes.example/media/3/a-1600.webp',
      },
      {
        '@type': 'HowToStep',
        name: 'Simmer for 6 hours.',
        text: 'Simmer for 6 hours.',
        url: 'https://recipes.example/recipe/7/ph%E1%BB%9F-b%C3%B2#step-2',
      },
    ]);
  });

  it('leaves aggregateRating out without ratings and uses the default image without photos', () => {
    const jsonLd = buildRecipeJsonLd(
      input({
        recipe: sampleRecipe({
          averageRating: null,
          ratingCount: 0,
          images: [],
          prepTime: null,
          cookTime: null,
          keywords: [],
        }),
        categoryName: null,
      }),
    );
    expect(jsonLd.aggregateRating).toBeUndefined();
    expect(jsonLd.image).toEqual(['https://recipes.example/og-default.png']);
    expect('prepTime' in jsonLd || 'totalTime' in jsonLd || 'keywords' in jsonLd || 'recipeCategory' in jsonLd).toBe(
      false,
    );
  });

  it('keeps absolute photo URLs as they are', () => {
    const recipe = sampleRecipe({ images: [{ image: 'https://cdn.example/p.jpg', thumbnail: '', alt: '' }] });
    expect(buildRecipeJsonLd(input({ recipe })).image).toEqual(['https://cdn.example/p.jpg']);
  });
});

describe('reviews in the JSON-LD', () => {
  const review = (id: number, rating: number | null, text: string | null): Review => ({
    id,
    recipeId: 7,
    author: { id: 100 + id, name: `Cook ${id}`, profilePicture: null },
    rating,
    text,
    photos: [],
    cooked: true,
    helpfulCount: 0,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    reply: null,
  });

  it('adds up to 5 reviews with stars, each with reviewRating, author, datePublished and reviewBody', () => {
    const reviews = [review(1, null, 'No stars'), ...[2, 3, 4, 5, 6, 7].map((id) => review(id, 4, `Text ${id}`))];
    const jsonLd = buildRecipeJsonLd(input({ reviews }));
    const entries = jsonLd['review'] as Record<string, unknown>[];
    expect(entries).toHaveLength(5);
    expect(entries[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Cook 2' },
      datePublished: '2026-11-02',
      reviewBody: 'Text 2',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
    expect(buildRecipeJsonLd(input({ reviews: [review(1, 5, null)] }))['review']).toEqual([
      expect.not.objectContaining({ reviewBody: expect.anything() }),
    ]);
  });

  it('leaves review out without reviews', () => {
    expect(buildRecipeJsonLd(input())).not.toHaveProperty('review');
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so recipe text cannot close the script element, and stays valid JSON', () => {
    const recipe = sampleRecipe({ name: 'Soup</script><script>alert(1)</script> & more' });
    const json = serializeJsonLd(buildRecipeJsonLd(input({ recipe })));
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(JSON.parse(json).name).toBe('Soup</script><script>alert(1)</script> & more');
  });
});

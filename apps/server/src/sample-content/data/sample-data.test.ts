import { describe, expect, it } from 'vitest';
import {
  categoryKeys,
  cuisineKeys,
  cuisineRegions,
  RecipeCreateBodySchema,
  unpackDescription,
  type CuisineKey,
} from '@recipes/contracts';
import { sampleRecipes, type SampleRecipe } from './index.ts';

const active = sampleRecipes.filter((r) => r.active !== false);
const inRegion = (region: readonly CuisineKey[]) =>
  active.filter((r) => r.recipeCuisine !== null && region.includes(r.recipeCuisine)).length;

function bodyOf(recipe: SampleRecipe) {
  const { language: _language, art: _art, photos: _photos, stepPhotos: _stepPhotos, ...body } = recipe;
  return { ...body, images: [] };
}

describe('sample recipe data', () => {
  it.each(sampleRecipes.map((r) => [r.name, r] as const))('%s is a complete, valid recipe body', (_name, recipe) => {
    const parsed = RecipeCreateBodySchema.safeParse(bodyOf(recipe));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(recipe.shortDescription.length).toBeGreaterThan(20);
    expect(recipe.description.length).toBeGreaterThan(60);
    expect(recipe.recipeIngredients.length).toBeGreaterThanOrEqual(4);
    expect(recipe.recipeInstructions.length).toBeGreaterThanOrEqual(3);
    expect(recipe.recipeInstructions.length).toBeLessThanOrEqual(8);
    expect(recipe.keywords.length).toBeGreaterThanOrEqual(2);
    expect(recipe.recipeYield).not.toBe('');
    expect(recipe.photos).toBeGreaterThanOrEqual(1);
    for (const step of Object.keys(recipe.stepPhotos ?? {})) expect(recipe.recipeInstructions[Number(step)]).toBeDefined();
  });

  it('has at least 44 recipes with unique names, and a couple of drafts', () => {
    expect(sampleRecipes.length).toBeGreaterThanOrEqual(44);
    expect(new Set(sampleRecipes.map((r) => r.name)).size).toBe(sampleRecipes.length);
    expect(sampleRecipes.length - active.length).toBeGreaterThanOrEqual(2);
  });

  it('uses every category and every cuisine in active recipes', () => {
    expect(new Set(active.map((r) => r.recipeCategory))).toEqual(new Set(categoryKeys));
    expect(new Set(active.map((r) => r.recipeCuisine))).toEqual(new Set(cuisineKeys));
  });

  it('represents the German, Asian and Latin regions of the home page well', () => {
    expect(inRegion(cuisineRegions.german)).toBeGreaterThanOrEqual(8);
    expect(inRegion(cuisineRegions.asian)).toBeGreaterThanOrEqual(15);
    expect(inRegion(cuisineRegions.latin)).toBeGreaterThanOrEqual(8);
  });

  it('has about eight recipes written in German and eight in Vietnamese, the rest in English', () => {
    const count = (language: string) => sampleRecipes.filter((r) => r.language === language).length;
    expect(count('de')).toBe(8);
    expect(count('vi')).toBe(8);
    expect(count('en')).toBe(sampleRecipes.length - 16);
  });

  it('uses description sections, ingredient headings and notes on some recipes', () => {
    const withSections = sampleRecipes.filter((r) => unpackDescription(r.description).sections.length > 0);
    expect(withSections.length).toBeGreaterThanOrEqual(8);
    expect(sampleRecipes.filter((r) => r.recipeIngredients.some((i) => i.startsWith('#'))).length).toBeGreaterThanOrEqual(
      10,
    );
    expect(sampleRecipes.filter((r) => r.notes).length).toBeGreaterThanOrEqual(10);
  });
});

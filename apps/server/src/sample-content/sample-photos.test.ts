import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dishSvg, stepSvg } from './art/scene.ts';
import { sampleRecipes } from './data/index.ts';
import { galleryJpegs, stepJpeg } from './sample-photos.ts';
import { galleryPhotoName, shippedPhoto, shippedPhotosDir, shippedWidth, stepPhotoName } from './shipped-photos.ts';

/** One recipe of every kind of dish picture. */
const oneOfEachKind = [...new Map(sampleRecipes.map((r) => [r.art.kind, r])).values()];

describe('sample photos', () => {
  it('draws every kind of dish as a 1600×1200 JPEG', async () => {
    expect(oneOfEachKind.length).toBeGreaterThanOrEqual(12);
    for (const recipe of oneOfEachKind) {
      const [jpeg] = await galleryJpegs({ ...recipe, photos: 1 });
      const meta = await sharp(jpeg).metadata();
      expect([recipe.name, meta.format, meta.width, meta.height]).toEqual([recipe.name, 'jpeg', 1600, 1200]);
    }
  });

  it('gives each recipe and each gallery position its own picture, the same on every run', () => {
    const pictures = sampleRecipes.flatMap((r) =>
      Array.from({ length: r.photos }, (_, variant) =>
        dishSvg({ art: r.art, seed: r.name, variant, cuisine: r.recipeCuisine }),
      ),
    );
    expect(new Set(pictures).size).toBe(pictures.length);
    const first = sampleRecipes[0]!;
    expect(dishSvg({ art: first.art, seed: first.name, variant: 0, cuisine: first.recipeCuisine })).toBe(pictures[0]);
  });

  it('draws no text, since fonts may be missing where the seed runs', () => {
    for (const recipe of oneOfEachKind) {
      const svg = dishSvg({ art: recipe.art, seed: recipe.name, variant: 0, cuisine: recipe.recipeCuisine });
      expect(svg).not.toMatch(/<text|<image/);
      expect(stepSvg(recipe.art, recipe.name, 1, 'board')).not.toMatch(/<text|<image/);
      expect(stepSvg(recipe.art, recipe.name, 2, 'pot')).not.toMatch(/<text|<image/);
    }
  });

  it('draws step photos as JPEGs too', async () => {
    const recipe = sampleRecipes.find((r) => r.stepPhotos)!;
    for (const scene of ['board', 'pot'] as const) {
      const meta = await sharp(await stepJpeg(recipe, 1, scene)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1200]);
    }
  });

  it('ships every gallery and step photo drawn ahead, small (npm run sample-photos -w @recipes/server)', async () => {
    const names = sampleRecipes.flatMap((recipe) => [
      ...Array.from({ length: recipe.photos }, (_, variant) => galleryPhotoName(recipe, variant)),
      ...recipe.recipeInstructions.flatMap((_, index) =>
        recipe.stepPhotos?.[index] ? [stepPhotoName(recipe, index)] : [],
      ),
    ]);
    expect(new Set(names).size).toBe(names.length);
    const dir = shippedPhotosDir()!;
    expect(readdirSync(dir).sort()).toEqual([...names].sort());
    const bytes = names.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
    expect(bytes).toBeLessThan(4 * 1024 * 1024);
    const meta = await sharp((await shippedPhoto(names[0]!))!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', shippedWidth, 900]);
  });
});

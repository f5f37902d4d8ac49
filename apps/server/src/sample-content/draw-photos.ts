// `npm run sample-photos -w @recipes/server`: draws every sample photo (gallery and steps) and
// writes it into src/sample-content/photos/ as the WebP the seed ships (shipped-photos.ts).
// Run it after changing the art or the sample recipes' photos; files no recipe uses are removed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { dishSvg, stepSvg } from './art/scene.ts';
import { sampleRecipes } from './data/index.ts';
import { galleryPhotoName, shippedWidth, stepPhotoName } from './shipped-photos.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'photos');
mkdirSync(dir, { recursive: true });

const toWebp = (svg: string) =>
  sharp(Buffer.from(svg)).resize({ width: shippedWidth }).webp({ quality: 72, effort: 6 }).toBuffer();

const written = new Set<string>();
let bytes = 0;
for (const recipe of sampleRecipes) {
  const photos: [string, string][] = [];
  for (let variant = 0; variant < recipe.photos; variant++) {
    photos.push([
      galleryPhotoName(recipe, variant),
      dishSvg({ art: recipe.art, seed: recipe.name, variant, cuisine: recipe.recipeCuisine }),
    ]);
  }
  for (const [index] of recipe.recipeInstructions.entries()) {
    const scene = recipe.stepPhotos?.[index];
    if (scene) photos.push([stepPhotoName(recipe, index), stepSvg(recipe.art, recipe.name, index, scene)]);
  }
  for (const [name, svg] of photos) {
    if (written.has(name)) throw new Error(`two sample photos are named ${name}`);
    const webp = await toWebp(svg);
    writeFileSync(path.join(dir, name), webp);
    written.add(name);
    bytes += webp.length;
  }
}
for (const name of readdirSync(dir)) if (!written.has(name)) rmSync(path.join(dir, name));
console.log(`${written.size} sample photos in ${dir}, ${(bytes / 1024 / 1024).toFixed(1)} MiB`);

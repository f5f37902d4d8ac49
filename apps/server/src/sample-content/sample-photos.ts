import sharp from 'sharp';
import type { RecipeImage, RecipeInstruction, UploadResponse } from '@recipes/contracts';
import { dishSvg, stepSvg } from './art/scene.ts';
import type { StepScene } from './art/dish.ts';
import type { SampleRecipe } from './data/types.ts';
import { galleryPhotoName, shippedPhoto, stepPhotoName } from './shipped-photos.ts';

/** Where generated photos go: the real upload pipeline (photos.storeImage). */
export interface PhotoStore {
  storeImage(userId: number, bytes: Buffer): Promise<UploadResponse>;
}

/** Turns a 1600×1200 SVG into the JPEG a phone camera would have uploaded. */
export async function svgToJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The recipe's gallery pictures: a hero shot, then a close-up, then a wider shot. */
export function galleryJpegs(recipe: SampleRecipe): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: recipe.photos }, (_, variant) =>
      svgToJpeg(dishSvg({ art: recipe.art, seed: recipe.name, variant, cuisine: recipe.recipeCuisine })),
    ),
  );
}

export function stepJpeg(recipe: SampleRecipe, stepIndex: number, scene: StepScene): Promise<Buffer> {
  return svgToJpeg(stepSvg(recipe.art, recipe.name, stepIndex, scene));
}

export interface RecipePhotos {
  images: RecipeImage[];
  recipeInstructions: RecipeInstruction[];
  stored: number;
}

/** A gallery photo: the shipped one, else drawn now. */
async function galleryPhoto(recipe: SampleRecipe, variant: number): Promise<Buffer> {
  return (
    (await shippedPhoto(galleryPhotoName(recipe, variant))) ??
    svgToJpeg(dishSvg({ art: recipe.art, seed: recipe.name, variant, cuisine: recipe.recipeCuisine }))
  );
}

/** Uploads a recipe's gallery and step photos as its author (shipped ones, else drawn now). */
export async function storeRecipePhotos(
  store: PhotoStore,
  ownerId: number,
  recipe: SampleRecipe,
): Promise<RecipePhotos> {
  const images: RecipeImage[] = [];
  for (let variant = 0; variant < recipe.photos; variant++) {
    const uploaded = await store.storeImage(ownerId, await galleryPhoto(recipe, variant));
    images.push({ image: uploaded.imageURL, thumbnail: uploaded.thumbnailURL, alt: recipe.name });
  }
  const recipeInstructions: RecipeInstruction[] = [];
  let stepPhotos = 0;
  for (const [index, step] of recipe.recipeInstructions.entries()) {
    const scene = recipe.stepPhotos?.[index];
    if (!scene) {
      recipeInstructions.push(step);
      continue;
    }
    const photo = (await shippedPhoto(stepPhotoName(recipe, index))) ?? (await stepJpeg(recipe, index, scene));
    const uploaded = await store.storeImage(ownerId, photo);
    recipeInstructions.push({ ...step, imageURL: uploaded.imageURL, thumbnailURL: uploaded.thumbnailURL });
    stepPhotos++;
  }
  return { images, recipeInstructions, stored: images.length + stepPhotos };
}

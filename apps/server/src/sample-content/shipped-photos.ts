import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SampleRecipe } from './data/types.ts';

/**
 * The sample photos, drawn ahead by `npm run sample-photos -w @recipes/server` (draw-photos.ts)
 * and shipped in `photos/` as 1200-pixel WebP files (about 30 KB each): the seed stores these
 * through the upload pipeline instead of drawing each at start, which took most of a first start.
 * A photo missing there (new art not drawn yet) is drawn as before.
 */
export const shippedWidth = 1200;

/** `photos/` next to this file, found from the sources (tsx) and from the server bundle (dist/) alike. */
export function shippedPhotosDir(start: string = path.dirname(fileURLToPath(import.meta.url))): string | null {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, 'apps', 'server', 'src', 'sample-content', 'photos');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The file name part for a recipe: its name in ASCII letters and digits ("Phở bò" → "pho-bo"). */
export function photoKey(recipe: Pick<SampleRecipe, 'name'>): string {
  return recipe.name
    .normalize('NFKD')
    .replace(/đ/gi, 'd')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const galleryPhotoName = (recipe: Pick<SampleRecipe, 'name'>, variant: number) =>
  `${photoKey(recipe)}-${variant + 1}.webp`;
export const stepPhotoName = (recipe: Pick<SampleRecipe, 'name'>, stepIndex: number) =>
  `${photoKey(recipe)}-step-${stepIndex + 1}.webp`;

const dir = shippedPhotosDir();

/** The shipped photo of that name, or null when there is none. */
export async function shippedPhoto(name: string): Promise<Buffer | null> {
  if (!dir) return null;
  try {
    return await readFile(path.join(dir, name));
  } catch {
    return null;
  }
}

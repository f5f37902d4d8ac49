import type { Recipe, UploadResponse } from '@recipes/contracts';
import { maxUploadBytes } from '@recipes/contracts/plain';

export interface PickedFiles {
  images: File[];
  /** Files that are not images at all (SPEC section 5: pickers accept image files only). */
  notImages: File[];
  /** Images over the server's upload limit. */
  tooLarge: File[];
}

/** Sorts picked files into those worth uploading and those refused before any upload. */
export function sortPickedFiles(files: readonly File[]): PickedFiles {
  const picked: PickedFiles = { images: [], notImages: [], tooLarge: [] };
  for (const file of files) {
    if (!file.type.startsWith('image/')) picked.notImages.push(file);
    else if (file.size > maxUploadBytes) picked.tooLarge.push(file);
    else picked.images.push(file);
  }
  return picked;
}

/** Uploads live under /media/{userId}/…; only the member's own files may be deleted. */
export function isOwnPhoto(url: string, userId: number): boolean {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return false;
    }
  }
  return path.startsWith(`/media/${userId}/`);
}

export const uploadPath = (userId: number) => `/api/v1/images/upload?user_id=${userId}`;

export const deletePhotoPath = (userId: number, url: string) =>
  `/api/v1/images/delete?user_id=${userId}&image_path=${encodeURIComponent(url)}`;

/** Photo URLs of a recipe, each once: the gallery's and the steps'. */
export function photoUrlsOf(recipe: {
  images: readonly { image: string }[];
  recipeInstructions: readonly { imageURL: string | null }[];
}): string[] {
  const urls = [
    ...recipe.images.map((image) => image.image),
    ...recipe.recipeInstructions.flatMap((step) => (step.imageURL ? [step.imageURL] : [])),
  ];
  return [...new Set(urls)];
}

/** The recipe pointing at copies of its photos; photos without a copy keep their address. */
export function withPhotoCopies(recipe: Recipe, copies: ReadonlyMap<string, UploadResponse>): Recipe {
  return {
    ...recipe,
    images: recipe.images.map((image) => {
      const copy = copies.get(image.image);
      return copy ? { ...image, image: copy.imageURL, thumbnail: copy.thumbnailURL } : image;
    }),
    recipeInstructions: recipe.recipeInstructions.map((step) => {
      const copy = step.imageURL ? copies.get(step.imageURL) : undefined;
      return copy ? { ...step, imageURL: copy.imageURL, thumbnailURL: copy.thumbnailURL } : step;
    }),
  };
}

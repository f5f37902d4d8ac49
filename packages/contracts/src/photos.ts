import { z } from 'zod';
import { IdSchema } from './common.ts';

export const maxUploadBytes = 15 * 1024 * 1024;
/** Widths every photo is stored at; the smallest is the thumbnail. */
export const photoWidths = [400, 800, 1600] as const;
export const thumbnailWidth = 400;

export const UploadQuerySchema = z.object({ user_id: IdSchema });
export const UploadResponseSchema = z.object({ imageURL: z.string(), thumbnailURL: z.string() });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

export const DeleteImageQuerySchema = z.object({
  user_id: IdSchema,
  image_path: z.string().min(1).max(1000),
});

/**
 * Photos are stored as /media/{userId}/{name}-{width}.webp. Given any stored URL this returns
 * a srcset over every width, so pages never send the full image where a small one will do.
 */
export function photoSrcSet(url: string): string | undefined {
  const match = /^(.*)-(\d+)\.webp$/.exec(url);
  if (!match) return undefined;
  return photoWidths.map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ');
}

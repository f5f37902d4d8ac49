import { z } from 'zod';
import { IdSchema } from './common.ts';

export const UploadQuerySchema = z.object({ user_id: IdSchema });
export const UploadResponseSchema = z.object({ imageURL: z.string(), thumbnailURL: z.string() });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

export const DeleteImageQuerySchema = z.object({
  user_id: IdSchema,
  image_path: z.string().min(1).max(1000),
});

/** Length of the random hex name the upload endpoint gives each photo. */
export const photoStemLength = 24;

/**
 * The path of a photo this site stored: /media/{ownerId}/{stem}-{width}.webp, exactly as the
 * upload endpoint answers it. Groups: owner id, stem, width.
 */
export const ownPhotoPathPattern = new RegExp(
  `^/media/([1-9][0-9]{0,9})/([0-9a-f]{${photoStemLength}})-([0-9]{3,4})\\.webp$`,
);

/**
 * A photo field a client writes: only the site's own photos, so no `javascript:` address or
 * another host's tracking pixel reaches <img>, og:image or share links. The message is the
 * server's message key (translated there).
 */
export const OwnPhotoPathSchema = z.string().trim().max(1000).regex(ownPhotoPathPattern, { message: 'FOREIGN_PHOTO' });

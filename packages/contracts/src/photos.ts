import { z } from 'zod';
import { IdSchema } from './common.ts';

export const UploadQuerySchema = z.object({ user_id: IdSchema });
export const UploadResponseSchema = z.object({ imageURL: z.string(), thumbnailURL: z.string() });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

export const DeleteImageQuerySchema = z.object({
  user_id: IdSchema,
  image_path: z.string().min(1).max(1000),
});

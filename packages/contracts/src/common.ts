import { z } from 'zod';

// Modules that took these from here before the zod-free split still do.
export type { Language } from './language.ts';
import { defaultPageSize, errorCodes, maxPageSize } from './limits.ts';

export const ErrorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorDetailSchema = z.object({ path: z.string(), message: z.string() });
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: ErrorCodeSchema,
  timestamp: z.string(),
  details: z.array(ErrorDetailSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * An e-mail address as sent: trimmed and lowercased, then checked. The check sits behind a pipe,
 * so the document would not see it; `format` says it there.
 */
export const EmailInputSchema = z.string().trim().toLowerCase().pipe(z.email().max(254)).meta({ format: 'email' });
/** An e-mail address as answered (stored addresses passed EmailInputSchema). */
export const EmailOutputSchema = z.string().meta({ format: 'email' });

export const IdSchema = z.coerce.number().int().positive().max(2147483647);
export const IdParamsSchema = z.object({ id: IdSchema });

export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

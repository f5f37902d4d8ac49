import { z } from 'zod';

export const languages = ['en', 'de', 'vi'] as const;
export const LanguageSchema = z.enum(languages);
export type Language = z.infer<typeof LanguageSchema>;
export const defaultLanguage: Language = 'en';

/** Picks a supported language from a header or query value; anything else means English. */
export function resolveLanguage(value: string | null | undefined): Language {
  if (!value) return defaultLanguage;
  for (const part of value.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((languages as readonly string[]).includes(code)) return code as Language;
  }
  return defaultLanguage;
}

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
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

export const IdSchema = z.coerce.number().int().positive().max(2147483647);
export const IdParamsSchema = z.object({ id: IdSchema });

export const maxPageSize = 100;
export const defaultPageSize = 24;
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

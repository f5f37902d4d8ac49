import { ErrorBodySchema } from '@recipes/contracts';

/** Error responses for route schemas, so the OpenAPI document lists them. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as Record<S, typeof ErrorBodySchema>;
}

export const bearerAuth = [{ bearerAuth: [] }];

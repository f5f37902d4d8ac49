import type { FastifyRequest } from 'fastify';
import type { ErrorBody, Language } from '@recipes/contracts';
import { errorBody } from './errors.ts';
import { message } from './messages.ts';

/** Every JSON body the API reads; photo uploads have their own, larger limit (maxUploadBytes). */
export const jsonBodyLimitBytes = 5 * 1024 * 1024;

/** "5 MB", "512 KB": how people read a limit. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** The 413 for a body over the route's own limit, naming that limit. */
export function bodyTooLargeBody(request: FastifyRequest, language: Language): ErrorBody {
  const limit = request.routeOptions.bodyLimit ?? jsonBodyLimitBytes;
  return {
    ...errorBody(language, 'PAYLOAD_TOO_LARGE'),
    error: message(language, 'BODY_TOO_LARGE').replace('{limit}', formatBytes(limit)),
  };
}

import { ApiError } from '../../lib/api-client.ts';

/**
 * The server's own message (already in the request's language) when it sent one, else the
 * caller's translated fallback. Network failures and unexpected answers get the fallback too.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.error && error.status < 500) return error.body.error;
  return fallback;
}

/** Limits and fixed lists both sides enforce; the schemas build on them (zod-free for the browser). */

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNPROCESSABLE',
  'UPSTREAM_FAILED',
  'INTERNAL',
] as const;

export const maxPageSize = 100;
export const defaultPageSize = 24;

export const usernamePattern = /^[a-z0-9_.-]{3,32}$/;
export const minPasswordLength = 8;

export const minRating = 1;
export const maxRating = 5;

export const contactSubjects = [
  'general',
  'recipe-submission',
  'technical-support',
  'partnership',
  'feedback',
] as const;

/**
 * Why a Google sign-in ended on /login?error=google&reason=…: the web page can say more than
 * "Google login failed" for the cases a person can act on.
 */
export const googleLoginFailureReasons = [
  'unavailable',
  'cancelled',
  'expired',
  'failed',
  'email-registered',
  'no-email',
] as const;
export type GoogleLoginFailureReason = (typeof googleLoginFailureReasons)[number];

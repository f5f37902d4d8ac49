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

/** The HTTP status each error code is answered with (CONTRACT.md): the one table, for server and API guide. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNPROCESSABLE: 422,
  UPSTREAM_FAILED: 502,
  INTERNAL: 500,
} as const satisfies Record<(typeof errorCodes)[number], number>;

export const maxPageSize = 100;
export const defaultPageSize = 24;

export const usernamePattern = /^[a-z0-9_.-]{3,32}$/;
export const minPasswordLength = 8;

/**
 * What the API takes of a recipe: characters of a text (after trimming where the schema trims)
 * and entries of a list. The editor holds its inputs to the same numbers.
 */
export const recipeLimits = {
  name: 200,
  shortDescription: 1000,
  description: 50000,
  ingredient: 1000,
  ingredients: 300,
  instruction: 5000,
  instructions: 200,
  images: 50,
  imageAlt: 300,
  videos: 20,
  keyword: 100,
  keywords: 50,
  notes: 20000,
  recipeYield: 200,
  url: 1000,
  minutes: 100000,
} as const;

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

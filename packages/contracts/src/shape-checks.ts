import type { AuthResponse } from './accounts.ts';
import type { ErrorBody } from './common.ts';
import { errorCodes } from './limits.ts';

/*
 * Light checks of the two answers every page reads (the stored session, an API error body), for
 * the browser, which does not load zod on public pages. The field tables are typed against the
 * schemas' types, so a field added to or removed from a schema fails typechecking here, and
 * shape-checks.test.ts holds each check to its schema's verdict.
 */

type Check = (value: unknown) => boolean;
/** One check per field of T, no more, no fewer. */
type Checks<T> = { [K in keyof T]-?: Check };

const isString: Check = (value) => typeof value === 'string';
const isInteger: Check = (value) => Number.isSafeInteger(value);
const isStringOrNull: Check = (value) => value === null || isString(value);
const isStringArray: Check = (value) => Array.isArray(value) && value.every(isString);

function matches<T>(value: unknown, checks: Checks<T>): value is T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (Object.entries(checks) as [string, Check][]).every(([key, check]) => check(record[key]));
}

const authResponseChecks: Checks<AuthResponse> = {
  id: isInteger,
  username: isString,
  name: isString,
  email: isString,
  profilePicture: isStringOrNull,
  createdAt: isString,
  favoriteCount: isInteger,
  followersCount: isInteger,
  followingCount: isInteger,
  roles: isStringArray,
  token: isString,
};

/** What AuthResponseSchema accepts (a sign-in answer as the web client stores it). */
export function isAuthResponse(value: unknown): value is AuthResponse {
  return matches<AuthResponse>(value, authResponseChecks);
}

const errorDetailChecks: Checks<NonNullable<ErrorBody['details']>[number]> = { path: isString, message: isString };

const errorBodyChecks: Checks<ErrorBody> = {
  success: (value) => value === false,
  error: isString,
  code: (value) => (errorCodes as readonly unknown[]).includes(value),
  timestamp: isString,
  details: (value) =>
    value === undefined || (Array.isArray(value) && value.every((detail) => matches(detail, errorDetailChecks))),
};

/** What ErrorBodySchema accepts (the contract's error answer). */
export function isErrorBody(value: unknown): value is ErrorBody {
  return matches<ErrorBody>(value, errorBodyChecks);
}

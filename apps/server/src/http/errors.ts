import type { $ZodIssue } from 'zod/v4/core';
import type { ErrorBody, ErrorCode } from '@recipes/contracts';
import { defaultMessageFor, message, type MessageKey } from './messages.ts';
import type { Language } from '@recipes/contracts';
import type { ValidationTextKey } from './validation-messages.ts';

/** One rendered detail of a 400: the field's path and what is wrong with it, for people. */
export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * A detail as a service raises it: a text key (validation-messages.ts, or a sentence of
 * messages.ts) or a zod issue, rendered in the request language by the error handler.
 */
export type DetailOf = { path: string } & ({ text: ValidationTextKey | MessageKey } | { issue: $ZodIssue });

export const statusFor: Record<ErrorCode, number> = {
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
};

/** A failure the client should hear about. Services throw these; the error handler renders them. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey = defaultMessageFor[code],
    readonly details?: DetailOf[],
    /** Values for the message's `{name}` placeholders. */
    readonly params?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
  get statusCode(): number {
    return statusFor[this.code];
  }
}

export const notFound = (key: MessageKey = 'NOT_FOUND') => new AppError('NOT_FOUND', key);
export const forbidden = (key: MessageKey = 'FORBIDDEN') => new AppError('FORBIDDEN', key);
export const unauthenticated = (key: MessageKey = 'UNAUTHENTICATED') => new AppError('UNAUTHENTICATED', key);
export const conflict = (key: MessageKey = 'CONFLICT') => new AppError('CONFLICT', key);
export const badRequest = (key: MessageKey = 'VALIDATION_FAILED', details?: DetailOf[]) =>
  new AppError('VALIDATION_FAILED', key, details);

export function errorBody(
  language: Language,
  code: ErrorCode,
  key: MessageKey = defaultMessageFor[code],
  details?: ErrorDetail[],
  params?: Record<string, string>,
): ErrorBody {
  return {
    success: false,
    error: message(language, key, params),
    code,
    timestamp: new Date().toISOString(),
    ...(details ? { details } : {}),
  };
}

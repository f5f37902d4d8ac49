import type { $ZodIssue } from 'zod/v4/core';
import type { ErrorBody, ErrorCode } from '@recipes/contracts';
import { DomainError } from '../domain-errors.ts';
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

/**
 * A refusal of the request itself, raised by the HTTP layer (routes, request readers, http/): its
 * details name parts of the request (`body.email`, `query.page`). Services throw DomainError instead.
 */
export class AppError extends DomainError {
  constructor(
    code: ErrorCode,
    messageKey: MessageKey = defaultMessageFor[code],
    readonly details?: DetailOf[],
    params?: Record<string, string>,
  ) {
    super(code, messageKey, undefined, params);
  }
}

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

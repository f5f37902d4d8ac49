import type { $ZodIssue } from 'zod/v4/core';
import type { ErrorCode } from '@recipes/contracts';
import { defaultMessageFor, type MessageKey } from './http/messages.ts';
import type { ValidationTextKey } from './http/validation-messages.ts';

/**
 * What is wrong with one field of what a service was given (its dotted path there), as a text key
 * (validation-messages.ts, or a sentence of messages.ts) or a zod issue. Services are given what
 * routes took from the request body; the error handler names the field `body.<field>`.
 */
export type FieldProblem = { field: string } & ({ text: ValidationTextKey | MessageKey } | { issue: $ZodIssue });

/**
 * A refusal by the site's rules, in the contract's words: its error code and the key of the sentence
 * said to the member. Services throw these and know nothing of HTTP; the error handler answers each
 * with the status of its code (errorStatus in packages/contracts) and CONTRACT.md's error body.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey = defaultMessageFor[code],
    readonly fields?: FieldProblem[],
    /** Values for the message's `{name}` placeholders. */
    readonly params?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(key: MessageKey = 'VALIDATION_FAILED', fields?: FieldProblem[]) {
    super('VALIDATION_FAILED', key, fields);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(key: MessageKey = 'UNAUTHENTICATED') {
    super('UNAUTHENTICATED', key);
  }
}

export class ForbiddenError extends DomainError {
  constructor(key: MessageKey = 'FORBIDDEN') {
    super('FORBIDDEN', key);
  }
}

export class NotFoundError extends DomainError {
  constructor(key: MessageKey = 'NOT_FOUND') {
    super('NOT_FOUND', key);
  }
}

export class ConflictError extends DomainError {
  constructor(key: MessageKey = 'CONFLICT') {
    super('CONFLICT', key);
  }
}

export const invalid = (key?: MessageKey, fields?: FieldProblem[]) => new ValidationError(key, fields);
export const unauthenticated = (key?: MessageKey) => new UnauthenticatedError(key);
export const forbidden = (key?: MessageKey) => new ForbiddenError(key);
export const notFound = (key?: MessageKey) => new NotFoundError(key);
export const conflict = (key?: MessageKey) => new ConflictError(key);

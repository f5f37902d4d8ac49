import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorStatus } from '@recipes/contracts/plain';
import type { ErrorCode } from '@recipes/contracts';
import { DomainError } from '../domain-errors.ts';
import { bodyTooLargeBody } from './body-limit.ts';
import { AppError, errorBody, type DetailOf } from './errors.ts';
import { isMessageKey, type MessageKey } from './messages.ts';
import { detailMessage, fieldMessageKeys, renderDetail } from './validation.ts';

/** The codes a refusal by Fastify or a plugin (a status of its own) is answered with. */
const codeForStatus: Record<number, ErrorCode> = Object.fromEntries(
  (
    [
      'VALIDATION_FAILED',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
    ] as const
  ).map((code) => [errorStatus[code], code]),
);

/** A domain error's field problems as details of the request body; the HTTP layer's own name their paths. */
function detailsOf(error: DomainError): DetailOf[] | undefined {
  if (error instanceof AppError) return error.details;
  return error.fields?.map(({ field, ...problem }) => ({ path: field ? `body.${field}` : 'body', ...problem }));
}

/** Fastify's own refusals, each with a message that says what was wrong. */
const fastifyErrorMessages: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_CONTENT_TYPE',
  FST_ERR_BAD_URL: 'BAD_URL',
};

/** Every failure leaves as CONTRACT.md's error body; nothing else (no stack) reaches the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    const language = request.language;
    if (error instanceof DomainError) {
      const details = detailsOf(error)?.map((detail) => renderDetail(language, detail));
      return reply
        .code(errorStatus[error.code])
        .send(errorBody(language, error.code, error.messageKey, details, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A refinement may name a message key (packages/contracts: OwnPhotoPathSchema); every detail is translated.
      const details = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: detailMessage(language, v),
      }));
      const key =
        error.validation
          .map((v) => v.message)
          .find((m): m is MessageKey => isMessageKey(m) && !fieldMessageKeys.has(m)) ?? 'VALIDATION_FAILED';
      return reply.code(400).send(errorBody(language, 'VALIDATION_FAILED', key, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send(errorBody(language, 'INTERNAL'));
    }
    if ('code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(bodyTooLargeBody(request, language));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(errorBody(language, 'RATE_LIMITED'));
    }
    const code = codeForStatus[status];
    if (code && status < 500) {
      const key = error instanceof SyntaxError ? 'MALFORMED_JSON' : fastifyErrorMessages[error.code];
      return reply.code(errorStatus[code]).send(errorBody(language, code, key));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(language, 'INTERNAL'));
  });
}

import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import type { Language } from '@recipes/contracts';
import { isMessageKey, message, type MessageKey } from './messages.ts';
import type { DetailOf, ErrorDetail } from './errors.ts';
import { isValidationTextKey, issueText, validationText } from './validation-messages.ts';

/** fastify-type-provider-zod recognises its validation errors by this (global) symbol. */
const zodValidationError = Symbol.for('ZodFastifySchemaValidationError');

/**
 * fastify-type-provider-zod's validator, except that each issue keeps the value it was about
 * (`reportInput`): a field sent without a value is told apart from one of the wrong type, and
 * each detail is written, in the request language, from the whole issue (detailMessage).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    const error: FastifySchemaValidationError[] = result.error.issues.map((issue) => ({
      [zodValidationError]: true,
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
      message: issue.message,
      params: { issue },
    }));
    return { error };
  };

/**
 * Keys that describe one field: the body's own message still says the request is not valid.
 * (Other keys, like FOREIGN_PHOTO, say what is wrong with the whole request.)
 */
export const fieldMessageKeys: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'USERNAME_FORMAT',
  'FACEBOOK_TOKEN_OR_CODE',
  'FACEBOOK_NOT_BOTH',
  'REDIRECT_URI_WITH_CODE',
  'MAIL_LINK_TOKEN',
]);

/**
 * One detail of a 400 in the request language, for people: a message key (a schema's own
 * refinement) from our messages, else what the zod issue means in our words
 * (validation-messages.ts), never zod's own developer text ("Too small: expected string to
 * have >=1 characters"). Schemas in packages/contracts give no English texts of their own, only keys.
 */
export function detailMessage(language: Language, validation: FastifySchemaValidationError): string {
  if (isMessageKey(validation.message)) return message(language, validation.message);
  const issue = (validation.params as { issue?: $ZodIssue }).issue;
  return issue ? issueText(language, issue) : validationText(language, 'INVALID');
}

/** A detail a service raised (errors.ts DetailOf), in the request language. */
export function renderDetail(language: Language, detail: DetailOf): ErrorDetail {
  if ('issue' in detail) return { path: detail.path, message: issueText(language, detail.issue) };
  const { text } = detail;
  return {
    path: detail.path,
    message: isValidationTextKey(text) ? validationText(language, text) : message(language, text),
  };
}

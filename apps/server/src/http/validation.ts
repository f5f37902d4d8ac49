import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { safeParse, type $ZodIssue, type $ZodRawIssue, type $ZodType } from 'zod/v4/core';
import type { Language } from '@recipes/contracts';
import { isMessageKey, message, type MessageKey } from './messages.ts';

/** fastify-type-provider-zod recognises its validation errors by this (global) symbol. */
const zodValidationError = Symbol.for('ZodFastifySchemaValidationError');

/**
 * fastify-type-provider-zod's validator, except that each issue keeps the value it was about
 * (`reportInput`): zod's German and Vietnamese texts name what was received, and a message can
 * only be rendered again, in the request language, from the whole issue.
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

const locales = { en: z.locales.en(), de: z.locales.de(), vi: z.locales.vi() };

function render(language: Language, issue: $ZodIssue): string | undefined {
  // With reportInput the issue holds `input`, which the raw-issue type wants present.
  const rendered = locales[language].localeError({ input: undefined, ...issue } as $ZodRawIssue);
  return typeof rendered === 'string' ? rendered : (rendered?.message ?? undefined);
}

/**
 * One detail of a 400 in the request language: a message key (a schema's own refinement) from
 * our messages, zod's own text from zod's locale. A schema's own English text (none in
 * packages/contracts; they are keys) stays as written.
 */
export function detailMessage(language: Language, validation: FastifySchemaValidationError): string {
  const text = validation.message ?? 'invalid';
  if (isMessageKey(text)) return message(language, text);
  const issue = (validation.params as { issue?: $ZodIssue }).issue;
  if (!issue || language === 'en' || render('en', issue) !== text) return text;
  return render(language, issue) ?? text;
}

import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL in
 * text (the request would end in a 500), and none of them belongs in a name, a search or a message.
 */
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export function hasControlCharacters(text: string): boolean {
  return forbidden.test(text);
}

/** Dotted paths (as in validation details) of every string in `value` holding a forbidden character. */
export function controlCharacterPaths(value: unknown, at: string, found: string[] = []): string[] {
  if (found.length >= 20) return found;
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) found.push(at);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => controlCharacterPaths(item, `${at}.${index}`, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacters(key)) found.push(`${at}.${key.replace(forbidden, '?')}`);
      controlCharacterPaths(item, `${at}.${key}`, found);
    }
  }
  return found;
}

/**
 * Refuses control characters in path parameters, query and JSON bodies of every route in `app`'s
 * context with one check before validation, instead of a refinement on every string schema.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...controlCharacterPaths(request.params, 'params'),
      ...controlCharacterPaths(request.query, 'querystring'),
      ...controlCharacterPaths(request.body, 'body'),
    ];
    if (paths.length > 0) {
      const detail = 'must not contain control characters';
      throw badRequest(
        'CONTROL_CHARACTERS',
        paths.map((path) => ({ path, message: detail })),
      );
    }
  });
}

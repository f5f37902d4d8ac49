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

/**
 * Dotted paths (as in validation details) of every string in `value` holding a forbidden
 * character, at most `limit`. Walks with a stack of its own: a body nested thousands deep must
 * not overflow the call stack.
 */
export function controlCharacterPaths(value: unknown, at: string, limit = 20): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, at]];
  while (pending.length > 0 && found.length < limit) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (hasControlCharacters(item)) found.push(path);
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) pending.push([item[index], `${path}.${index}`]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        if (hasControlCharacters(key)) found.push(`${path}.${key.replace(forbidden, '?')}`);
        pending.push([child, `${path}.${key}`]);
      }
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
      throw badRequest(
        'CONTROL_CHARACTERS',
        paths.map((path) => ({ path, text: 'NO_CONTROL_CHARACTERS' as const })),
      );
    }
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveLanguage, type Language } from '@recipes/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/**
 * The language of every request is its Accept-Language header (CONTRACT.md). Read when asked
 * for (error bodies, localized names) rather than in a hook on every request: most answers
 * never need it.
 */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return resolveLanguage(this.headers['accept-language']);
    },
  });
}

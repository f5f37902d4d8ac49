import type { FastifyInstance } from 'fastify';
import { resolveLanguage, type Language } from '@recipes/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** The language of every request is its Accept-Language header (CONTRACT.md). */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = resolveLanguage(request.headers['accept-language']);
  });
}

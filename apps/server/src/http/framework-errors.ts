import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLanguage } from '@recipes/contracts';
import { apiPrefixes } from './api-paths.ts';
import { errorBody } from './errors.ts';
import { applySecurityHeaders } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the page for a request that could not be routed (set by the web pages, when served). */
    renderErrorPage?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  }
}

/**
 * Errors Fastify raises before any route runs: a URL whose percent-encoding does not decode, or a
 * path parameter longer than the router takes.
 * Pages answer the site's HTML error page; the API answers the contract's error body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): unknown {
  const app = request.server;
  // Hooks do not run for requests refused before routing.
  applySecurityHeaders(request, reply);
  // Decorated getters (request.language) are not set up on requests that never reached routing.
  const language = resolveLanguage(request.headers['accept-language']);
  const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
  const badUrl = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (!isApi && app.renderErrorPage && badUrl) return app.renderErrorPage(request, reply);
  if (badUrl) {
    return reply.code(400).send(errorBody(language, 'VALIDATION_FAILED', 'BAD_URL'));
  }
  request.log.error({ err: error }, 'framework error');
  return reply.code(500).send(errorBody(language, 'INTERNAL'));
}

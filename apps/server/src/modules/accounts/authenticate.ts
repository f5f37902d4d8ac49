import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { unauthenticated } from '../../http/errors.ts';
import type { SessionsService } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks the bearer token inside its own query (decision 0034), so the request
     * skips the general lookup of the member: one database round trip instead of two.
     */
    checksOwnToken?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in member, or null for an anonymous request. */
    user: UserRow | null;
    /** The bearer token the request came with, if it was valid. */
    token: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** Resolves the bearer token on API requests only; pages and media never need it. */
export function registerAuthentication(app: FastifyInstance, sessions: SessionsService): void {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.addHook('preHandler', async (request) => {
    const token = bearerToken(request);
    if (!token || request.routeOptions.config.checksOwnToken) return;
    const user = await sessions.userForToken(token);
    if (user) {
      request.user = user;
      request.token = token;
    }
  });
}

/** The signed-in member, or a 401 for anonymous callers. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

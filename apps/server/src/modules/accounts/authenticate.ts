import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { unauthenticated } from '../../domain-errors.ts';
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

/** Whether the route is for members only: its OpenAPI schema asks for the bearer token. */
function forMembersOnly(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema as { security?: unknown[] } | undefined;
  return Boolean(schema?.security?.length);
}

/**
 * Resolves the bearer token, before the request is validated: a caller without a valid sign-in
 * hears 401 from a members-only route before being told what is wrong with the body, which only
 * a member could fix. Routes that check the token in their own query only need one sent here.
 */
export function registerAuthentication(app: FastifyInstance, sessions: SessionsService): void {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.addHook('preValidation', async (request) => {
    const token = bearerToken(request);
    if (request.routeOptions.config.checksOwnToken) {
      if (!token && forMembersOnly(request)) throw unauthenticated();
      return;
    }
    if (token) {
      const user = await sessions.userForToken(token);
      if (user) {
        request.user = user;
        request.token = token;
      }
    }
    if (!request.user && forMembersOnly(request)) throw unauthenticated();
  });
}

/** The signed-in member, or a 401 for anonymous callers. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthProvidersSchema,
  GoogleCallbackQuerySchema,
  GoogleStartQuerySchema,
  LoginTicketBodySchema,
  SocialLoginResponseSchema,
} from '@recipes/contracts';
import { errorResponses } from '../../http/openapi.ts';
import { signInWindowMs } from './accounts.service.ts';
import type { FlowRedirect } from './google-sign-in.ts';

const tags = ['accounts'];
const redirect = (description: string) => z.null().describe(description);

/** Provider discovery for the login page, the Google OpenID Connect round trip, and its ticket exchange. */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;
  const { rateLimits } = app.services.deps.config;
  const perIp = { rateLimit: { max: rateLimits.authPerIp, timeWindow: signInWindowMs } };
  const sendRedirect = (reply: FastifyReply, to: FlowRedirect) => {
    reply.header('set-cookie', to.setCookie);
    reply.header('cache-control', 'no-store');
    return reply.redirect(to.location);
  };

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which social sign-in providers are set up',
        description: 'facebook is null and google false when the server has no settings for them: hide those buttons.',
        response: { 200: AuthProvidersSchema.describe('The providers that can be used') },
      },
    },
    async () => accounts.providers(),
  );

  app.get(
    '/api/auth/google/start',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Start Google sign-in: redirects the browser to Google',
        description:
          'Open this in the browser (not with fetch). Answers 302 to Google with state, nonce and a PKCE S256 challenge, ' +
          'and sets an HttpOnly cookie tying the sign-in to this browser for ten minutes. redirectTo is a path on this ' +
          'site to return to after signing in (default /). When Google is not set up: 302 to /login?error=google&reason=unavailable.',
        querystring: GoogleStartQuerySchema,
        response: { 302: redirect('To Google, or to /login?error=google&reason=…'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => sendRedirect(reply, await accounts.googleStart(request.query.redirectTo)),
  );

  app.get(
    '/api/auth/google/callback',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Where Google sends the browser back',
        description:
          'Checks state (single use, this browser, ten minutes), exchanges the code with the PKCE verifier, verifies the ID ' +
          'token (RS256 signature from the JWKS, issuer, audience, expiry, nonce, verified e-mail), finds the member by ' +
          'Google id, else links the account with that e-mail if it has no password and a provider-confirmed address, ' +
          'else creates one. Then 302 to /auth/callback?ticket=…&redirectTo=…; the page trades the ticket at ' +
          'POST /api/auth/ticket. Any failure: 302 to /login?error=google&reason=' +
          'unavailable|cancelled|expired|failed|email-registered|no-email.',
        querystring: GoogleCallbackQuerySchema,
        response: {
          302: redirect('To /auth/callback?ticket=… or /login?error=google&reason=…'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => sendRedirect(reply, await accounts.googleCallback(request.query, request.headers.cookie)),
  );

  app.post(
    '/api/auth/ticket',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Trade the one-time ticket of a provider sign-in for a session',
        description: 'A ticket works once and for two minutes; a used, expired or unknown one answers 401.',
        body: LoginTicketBodySchema,
        response: {
          200: SocialLoginResponseSchema.describe('Signed in; the member and a session token'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => accounts.exchangeTicket(request.body.ticket),
  );
};

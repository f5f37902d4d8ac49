import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthenticateBodySchema,
  AuthResponseSchema,
  FacebookLoginBodySchema,
  RegisterBodySchema,
  SocialLoginResponseSchema,
  UserSchema,
} from '@recipes/contracts';
import { unauthenticated } from '../../domain-errors.ts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { signInWindowMs, SignInLocked } from './accounts.service.ts';
import { requireUser } from './authenticate.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { signInRoutes } from './sign-in.routes.ts';

const tags = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;
  const { rateLimits } = app.services.deps.config;
  // Sign-in and registration: far fewer tries per IP than the API-wide hourly limit.
  const perIp = { rateLimit: { max: rateLimits.authPerIp, timeWindow: signInWindowMs } };
  app.addHook('onClose', async () => accounts.close());
  await app.register(signInRoutes);
  await app.register(profileRoutes);
  await app.register(passwordResetRoutes);

  app.post(
    '/users/register',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Create an account and sign in; a confirm link goes to the e-mail address',
        description:
          'Username 3–32 of a-z 0-9 _ . - (stored lowercased, unique ignoring case; 409 when taken); password at least ' +
          '8 characters. The answer is the same whether or not the e-mail address has an account: a free address gets a ' +
          'confirm link (GET /users/confirm-email), an owned one stays with its owner, who is told by mail, and the new ' +
          `account keeps it only as typed (never mailed, no sign-in with it). At most ${rateLimits.authPerIp} attempts per IP in 15 minutes.`,
        body: RegisterBodySchema,
        response: {
          201: AuthResponseSchema.describe('Account created; the member and a session token'),
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.register(request.body, request.language)),
  );

  app.post(
    '/users/authenticate',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Sign in with username or e-mail and password',
        description:
          `Answers the member and a bearer token. One account (username and e-mail count as one) gets ${rateLimits.authPerAccount} ` +
          `tries per client address in 15 minutes and ${rateLimits.authPerAccountAllAddresses} from all addresses together ` +
          '(addresses it signed in from before go on); past that 429 with Retry-After and a message that says, in words, ' +
          'how long to wait and that the password can be reset (a reset ends every lockout of the account).',
        body: AuthenticateBodySchema,
        response: {
          200: AuthResponseSchema.describe('Signed in; the member and a session token'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      try {
        return await accounts.authenticate(request.body, request.ip);
      } catch (error) {
        if (error instanceof SignInLocked) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: the token stops working at once',
        security: bearerAuth,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      requireUser(request);
      if (!request.token) throw unauthenticated();
      await accounts.logout(request.token);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'The signed-in member',
        security: bearerAuth,
        response: { 200: UserSchema.describe('The signed-in member'), ...errorResponses(401) },
      },
    },
    async (request) => accounts.me(requireUser(request)),
  );

  app.post(
    '/api/auth/facebook',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Sign in with Facebook: an access token, or an authorization code and its redirect URI',
        description:
          'Send {facebookToken} (implicit flow) or {code, redirectUri} (the code from the login dialog and the exact ' +
          'redirect_uri it was requested with; the server exchanges it with the app secret). The token is verified with ' +
          'the Graph API (valid, unexpired, issued for this app); name and e-mail come from Facebook, never from the body. ' +
          'The member is found by Facebook id, else linked by the confirmed e-mail when that account has no password ' +
          '(409 otherwise), else created.',
        body: FacebookLoginBodySchema,
        response: {
          200: SocialLoginResponseSchema.describe('Signed in with Facebook; the member and a session token'),
          ...errorResponses(400, 401, 409, 429),
        },
      },
    },
    async (request) => accounts.facebookLogin(request.body),
  );
};

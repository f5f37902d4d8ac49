import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PasswordResetAcceptedSchema,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
} from '@recipes/contracts';
import { errorResponses } from '../../http/openapi.ts';
import { signInWindowMs } from './accounts.service.ts';

const tags = ['accounts'];

/** "Forgot password?": ask for a reset link by mail, then set the new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordResets } = app.services.accounts;
  const { rateLimits } = app.services.deps.config;
  const perIp = { rateLimit: { max: rateLimits.authPerIp, timeWindow: signInWindowMs } };

  app.post(
    '/users/password-reset',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Ask for a password reset link by e-mail',
        description:
          'email is the address of the account (a username works too). Always 202 {success:true}, whether or not an ' +
          'account has that address, so the answer tells no stranger who is a member. An account with a password gets ' +
          'a link to /reset-password?token=… that works once, for one hour (only its hash is stored); an account that ' +
          `signs in only through Google or Facebook gets a mail saying so instead. At most ${rateLimits.passwordResetMailsPerHour} ` +
          `mails an hour per address and per account (further requests still answer 202) and ${rateLimits.authPerIp} ` +
          'requests per IP in 15 minutes (then 429).',
        body: PasswordResetRequestBodySchema,
        response: {
          202: PasswordResetAcceptedSchema.describe('Accepted: a mail is on its way if the address has an account'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      passwordResets.request(request.body.email, request.language);
      return reply.code(202).send({ success: true });
    },
  );

  app.post(
    '/users/password-reset/confirm',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Set a new password with the token of a reset link',
        description:
          'password follows the registration rules (at least 8 characters). Afterwards the link is used up, every ' +
          'session of the member has ended, every sign-in lockout of the account is cleared, and the owner is told by ' +
          'mail. An unknown, expired or used token answers 400 VALIDATION_FAILED with a message that says which.',
        body: PasswordResetConfirmBodySchema,
        response: {
          200: PasswordResetAcceptedSchema.describe('The password was changed; sign in with it'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      await passwordResets.confirm(request.body.token, request.body.password, request.language);
      return { success: true as const };
    },
  );
};

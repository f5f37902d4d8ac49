import { parse as parseQueryString } from 'node:querystring';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MailLinkQuerySchema, UnsubscribeResponseSchema } from '@recipes/contracts';
import { errorResponses } from '../../http/openapi.ts';
import { mailResultPaths } from './mail-links.ts';

const tags = ['mail'];
const redirect = (description: string) => z.null().describe(description);

/** A browser (a form on our page, a click in a mail) wants a page; a mail provider's one-click POST wants JSON. */
const wantsPage = (request: FastifyRequest) => /text\/html/.test(String(request.headers.accept ?? ''));

const seeOther = (reply: FastifyReply, location: string) => {
  reply.header('cache-control', 'no-store');
  return reply.redirect(location, 303);
};

/** The links in the site's mails: confirm the newsletter, confirm a member's address, unsubscribe. */
export const mailLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter, emailConfirmations } = app.services;
  // One-click unsubscribe (RFC 8058) posts the form body "List-Unsubscribe=One-Click"; only the
  // token in the address counts, but the body must still be read. Scoped to these routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, parseQueryString(String(body))),
  );

  app.get(
    '/api/v1/mailing-list/confirm',
    {
      schema: {
        tags,
        summary: 'The newsletter confirm link: subscribes the address, then shows a page',
        description: `303 to ${mailResultPaths.newsletterConfirmed}, or ${mailResultPaths.linkInvalid} for an unknown, used or expired (7 days) link.`,
        querystring: MailLinkQuerySchema,
        response: { 303: redirect('To the result page'), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      seeOther(
        reply,
        (await newsletter.confirm(request.query.token))
          ? mailResultPaths.newsletterConfirmed
          : mailResultPaths.linkInvalid,
      ),
  );

  app.get(
    '/api/v1/mailing-list/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Opening the List-Unsubscribe address in a browser: the page that asks to confirm',
        description:
          'Changes nothing (link scanners open links too); 303 to /mail/unsubscribe?token=…, whose button POSTs here.',
        querystring: MailLinkQuerySchema,
        response: { 303: redirect('To the unsubscribe page'), ...errorResponses(400) },
      },
    },
    async (request, reply) => seeOther(reply, `/mail/unsubscribe?token=${encodeURIComponent(request.query.token)}`),
  );

  app.post(
    '/api/v1/mailing-list/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe in one click (List-Unsubscribe-Post) or from the page',
        description:
          'The token is in the address; the body (List-Unsubscribe=One-Click, form-encoded) is optional. The address is ' +
          'deleted from the list. Answers 200 {unsubscribed:true} (also for an unknown or used token), or 303 to ' +
          `${mailResultPaths.unsubscribed} when the client asks for HTML.`,
        querystring: MailLinkQuerySchema,
        response: {
          200: UnsubscribeResponseSchema.describe('Unsubscribed (one-click request)'),
          303: redirect('To the result page'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      await newsletter.unsubscribe(request.query.token);
      if (wantsPage(request)) return seeOther(reply, mailResultPaths.unsubscribed);
      return reply.header('cache-control', 'no-store').send({ unsubscribed: true as const });
    },
  );

  app.get(
    '/users/confirm-email',
    {
      schema: {
        tags,
        summary: 'The registration confirm link: marks the e-mail address confirmed, then shows a page',
        description: `303 to ${mailResultPaths.emailConfirmed}, or ${mailResultPaths.linkInvalid} for an unknown, used or expired (7 days) link.`,
        querystring: MailLinkQuerySchema,
        response: { 303: redirect('To the result page'), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      seeOther(
        reply,
        (await emailConfirmations.confirm(request.query.token))
          ? mailResultPaths.emailConfirmed
          : mailResultPaths.linkInvalid,
      ),
  );
};

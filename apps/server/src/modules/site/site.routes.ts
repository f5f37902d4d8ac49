import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactBodySchema,
  ContactResponseSchema,
  SubscribeBodySchema,
  SubscribeResponseSchema,
} from '@recipes/contracts';
import { errorResponses } from '../../http/openapi.ts';

const tags = ['site'];

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/mailing-list/subscribe',
    {
      schema: {
        tags,
        summary: 'Subscribe to the newsletter: a confirm link goes out; subscribed once it is opened',
        description:
          '201 for a new address, 200 for one already on the list. Double opt-in: a new or pending address gets a mail ' +
          'with a confirm link (in the request language; at most one per 10 minutes) and answers subscribed:false; ' +
          'a confirmed address answers subscribed:true and gets no mail.',
        body: SubscribeBodySchema,
        response: {
          200: SubscribeResponseSchema.describe('Known address: confirmed already, or a new confirm link was sent'),
          201: SubscribeResponseSchema.describe('New address: a confirm link was sent'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { created, subscribed } = await app.services.newsletter.subscribe(request.body, request.language);
      return reply.code(created ? 201 : 200).send({ email: request.body.email, subscribed });
    },
  );

  app.post(
    '/api/v1/contact',
    {
      schema: {
        tags,
        summary: 'Send a message to the site team',
        body: ContactBodySchema,
        response: { 201: ContactResponseSchema.describe('The message was received'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const stored = await app.services.site.contact(request.body);
      return reply.code(201).send(stored);
    },
  );
};

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
        summary: 'Subscribe to the newsletter (201 when new, 200 when already subscribed)',
        body: SubscribeBodySchema,
        response: { 200: SubscribeResponseSchema, 201: SubscribeResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { created } = await app.services.site.subscribe(request.body, request.language);
      return reply.code(created ? 201 : 200).send({ email: request.body.email, subscribed: true });
    },
  );

  app.post(
    '/api/v1/contact',
    {
      schema: {
        tags,
        summary: 'Send a message to the site team',
        body: ContactBodySchema,
        response: { 201: ContactResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const stored = await app.services.site.contact(request.body);
      return reply.code(201).send(stored);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  ModerationReportSchema,
  ReviewBodySchema,
  ReviewListQuerySchema,
  ReviewReplyBodySchema,
  ReviewReportBodySchema,
  ReviewSchema,
} from '@recipes/contracts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { requireUser } from '../accounts/authenticate.ts';

const tags = ['reviews'];
const noContent = z.null().describe('Done');

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = () => app.services.reviews;

  app.get(
    '/api/v1/recipes/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews of a recipe (hidden ones left out)',
        description: 'Sorted by most helpful (default) or newest. Sends X-Total-Count.',
        params: IdParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: z.array(ReviewSchema).describe('A page of reviews'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const page = await reviews().list(request.params.id, request.query, request.user);
      return reply.header('X-Total-Count', String(page.total)).send(page.items);
    },
  );

  app.post(
    '/api/v1/recipes/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Review a recipe (once per member; not your own recipe)',
        description: "The stars are the member's rating of the recipe (the one /api/v1/ratings shows).",
        params: IdParamsSchema,
        body: ReviewBodySchema,
        response: { 201: ReviewSchema.describe('The new review'), ...errorResponses(400, 401, 403, 404, 409, 429) },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const review = await reviews().create(requireUser(request), request.params.id, request.body);
      return reply.code(201).send(review);
    },
  );

  app.put(
    '/api/v1/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Change your review',
        params: IdParamsSchema,
        body: ReviewBodySchema,
        response: { 200: ReviewSchema.describe('The changed review'), ...errorResponses(400, 401, 403, 404) },
        security: bearerAuth,
      },
    },
    async (request) => reviews().update(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Delete a review (its author or a moderator)',
        params: IdParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      await reviews().remove(requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/v1/reviews/:id/reply',
    {
      schema: {
        tags,
        summary: "The recipe author's reply to a review",
        params: IdParamsSchema,
        body: ReviewReplyBodySchema,
        response: { 200: ReviewSchema.describe('The review with its reply'), ...errorResponses(400, 401, 403, 404) },
        security: bearerAuth,
      },
    },
    async (request) => reviews().reply(requireUser(request), request.params.id, request.body),
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/v1/reviews/:id/helpful',
      schema: {
        tags,
        summary: method === 'PUT' ? 'Vote a review helpful (once per member)' : 'Take back your helpful vote',
        params: IdParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
        security: bearerAuth,
      },
      handler: async (request, reply) => {
        await reviews().vote(requireUser(request), request.params.id, method === 'PUT');
        return reply.code(204).send(null);
      },
    });
  }

  app.post(
    '/api/v1/reviews/:id/report',
    {
      schema: {
        tags,
        summary: 'Report a review (once per member; hidden after 3 reports until a moderator decides)',
        params: IdParamsSchema,
        body: ReviewReportBodySchema,
        response: { 201: noContent, ...errorResponses(400, 401, 403, 404, 409, 429) },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      await reviews().report(requireUser(request), request.params.id, request.body);
      return reply.code(201).send(null);
    },
  );

  app.get(
    '/api/v1/moderation/reports',
    {
      schema: {
        tags,
        summary: 'Open reports with their review (moderators)',
        response: {
          200: z.array(ModerationReportSchema).describe('Open reports, oldest first'),
          ...errorResponses(401, 403),
        },
        security: bearerAuth,
      },
    },
    async (request) => reviews().openReports(requireUser(request)),
  );

  for (const action of ['hide', 'restore'] as const) {
    app.post(
      `/api/v1/moderation/reviews/:id/${action}`,
      {
        schema: {
          tags,
          summary: action === 'hide' ? 'Hide a review (moderators)' : 'Show a hidden review again (moderators)',
          params: IdParamsSchema,
          response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
          security: bearerAuth,
        },
      },
      async (request, reply) => {
        await reviews().moderate(requireUser(request), request.params.id, action === 'hide');
        return reply.code(204).send(null);
      },
    );
  }
};

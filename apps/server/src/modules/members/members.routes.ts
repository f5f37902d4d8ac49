import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, MemberSummarySchema, PaginationQuerySchema, PublicMemberSchema } from '@recipes/contracts';
import { bearerAuth, errorResponses } from '../../http/openapi.ts';
import { setPageHeaders } from '../../http/pagination.ts';
import { requireUser } from '../accounts/authenticate.ts';
import { tag } from '../freshness/content-change.ts';
import { setSurrogateKeys } from '../edge-cache/surrogate-keys.ts';
import { listTag } from '../recipes/recipe-tags.ts';

const tags = ['members'];

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members } = app.services;

  app.get(
    '/api/v1/members/:id',
    {
      schema: {
        tags,
        summary: "A member's public page: name, photo, counts",
        description:
          "Never the e-mail address. followedByMe is present when the request carries a valid bearer token. The member's recipes " +
          'come from GET /api/v1/recipes?user_id={id}.',
        params: IdParamsSchema,
        response: { 200: PublicMemberSchema.describe('The member'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const member = await members.get(request.user, request.params.id);
      // As the member's page: their name, photo and follows, and their recipe count.
      setSurrogateKeys(reply, [tag.member(request.params.id), listTag.author(request.params.id)]);
      return member;
    },
  );

  app.put(
    '/api/v1/members/:id/follow',
    {
      schema: {
        tags,
        summary: 'Follow a member (idempotent)',
        description: '201 when you started following, 200 when you already did; answers the member. Yourself: 400.',
        params: IdParamsSchema,
        response: {
          201: PublicMemberSchema.describe('Now following the member'),
          200: PublicMemberSchema.describe('Was following the member already'),
          ...errorResponses(400, 401, 404),
        },
        security: bearerAuth,
      },
    },
    async (request, reply) => {
      const { created, member } = await members.follow(requireUser(request), request.params.id);
      return reply.code(created ? 201 : 200).send(member);
    },
  );

  app.delete(
    '/api/v1/members/:id/follow',
    {
      schema: {
        tags,
        summary: 'Stop following a member (idempotent)',
        description: 'Answers the member with the new counts.',
        params: IdParamsSchema,
        response: {
          200: PublicMemberSchema.describe('Not following the member (any more)'),
          ...errorResponses(400, 401, 404),
        },
        security: bearerAuth,
      },
    },
    async (request) => members.unfollow(requireUser(request), request.params.id),
  );

  for (const direction of ['followers', 'following'] as const) {
    app.get(
      `/api/v1/members/:id/${direction}`,
      {
        schema: {
          tags,
          summary: direction === 'followers' ? 'Who follows the member' : 'Whom the member follows',
          description: 'Newest follow first; public fields only. Paginated (page, pageSize; X-Total-Count and Link).',
          params: IdParamsSchema,
          querystring: PaginationQuerySchema,
          response: {
            200: z.array(MemberSummarySchema).describe('The members, a page of them'),
            ...errorResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const page = await members[direction](request.params.id, request.query);
        setPageHeaders(request, reply, page);
        return page.items;
      },
    );
  }
};

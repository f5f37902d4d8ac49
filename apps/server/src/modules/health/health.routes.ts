import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@recipes/contracts';
import type { HealthDeps } from './health.service.ts';
import { createHealthService } from './health.service.ts';

/**
 * GET /api/v1/health for load balancers: 200 when this instance can serve, 503 when its database
 * is unreachable. Registered outside the API's hourly limit: a balancer asks every few seconds.
 */
export function healthRoutes(deps: HealthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const health = createHealthService(deps);
    app.get(
      '/api/v1/health',
      {
        schema: {
          tags: ['site'],
          summary: 'Whether this instance can serve, and how many pages are rendered ahead',
          description:
            'For load balancers and monitoring. 503 with status "failing" when the database is unreachable. ' +
            'pages.total counts the public pages kept rendered ahead (every active recipe, the home page, ' +
            'category and cuisine lists, member pages, in en, de and vi); pages.ready those stored and current ' +
            'for this build. Not rate limited; no personal data.',
          response: { 200: HealthSchema.describe('This instance can serve'), 503: HealthSchema.describe('It cannot') },
        },
      },
      async (_request, reply) => {
        const answer = await health.check();
        reply.header('Cache-Control', 'no-store');
        return reply.code(answer.status === 'ok' ? 200 : 503).send(answer);
      },
    );
  };
}

import { z } from 'zod';

/**
 * GET /api/v1/health: whether this instance can serve, for load balancers and monitoring
 * (CONTRACT "Pages ready before they are asked for; operations"). No personal data.
 */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'failing']).describe('failing (with 503) when the database is unreachable'),
  database: z.enum(['ok', 'failing']),
  redis: z.enum(['ok', 'off']).describe('off when no Redis is configured or it does not answer'),
  pages: z.object({
    ready: z.number().int().nonnegative().describe('Pages kept rendered ahead that are stored and current'),
    total: z.number().int().nonnegative().describe('Public pages the site keeps rendered ahead'),
    rendering: z.boolean().describe('Whether the background renderer is at work'),
  }),
});
export type Health = z.infer<typeof HealthSchema>;

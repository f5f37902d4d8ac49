import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { maxUploadBytes } from '@recipes/contracts';
import type { AppConfig } from './config/env.ts';
import { createLogger, resolveLogFormat } from './config/logging.ts';
import type { Database } from './db/database.ts';
import { refuseControlCharacters } from './http/control-characters.ts';
import { jsonBodyLimitBytes } from './http/body-limit.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { apiPrefixes } from './http/api-paths.ts';
import { answerFrameworkError } from './http/framework-errors.ts';
import { defaultTimeLimits, timeLimitOptions, type TimeLimits } from './http/time-limits.ts';
import { errorBody } from './http/errors.ts';
import { openApiTransform } from './http/openapi-document.ts';
import { validatorCompiler } from './http/validation.ts';
import { registerLanguage } from './http/language.ts';
import { QuietRequestLog } from './http/request-log.ts';
import { registerBodyRate } from './http/body-rate.ts';
import { registerApiHttpCaching } from './modules/freshness/http-caching.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { registerAuthentication } from './modules/accounts/authenticate.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { mailLinksRoutes } from './modules/mail-links/mail-links.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { mediaRoutes } from './modules/photos/media.routes.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { personalRoutes } from './modules/personal/personal.routes.ts';
import { ratingsRoutes } from './modules/ratings/ratings.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { recipesRoutes } from './modules/recipes/recipes.routes.ts';
import { recipeExportRoutes } from './modules/recipe-export/recipe-export.routes.ts';
import { recipeImportRoutes } from './modules/recipe-import/recipe-import.routes.ts';
import { shoppingListRoutes } from './modules/shopping-list/shopping-list.routes.ts';
import { kitchenPreferencesRoutes } from './modules/kitchen-preferences/kitchen-preferences.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { taxonomyRoutes } from './modules/taxonomy/taxonomy.routes.ts';
import { registerEdgeCache } from './modules/edge-cache/edge-cache.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { registerWebPages, type WebPagesOptions } from './modules/web/web-pages.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** How pages are served: the production build, Vite in dev, or not at all (API tests). */
  web?: WebPagesOptions;
  logger?: boolean;
  /** The process's logger (server.ts logs its start-up steps with it before the app exists). */
  loggerInstance?: FastifyBaseLogger;
  /** Header, request and idle limits; the defaults suit production (tests shorten them). */
  timeLimits?: Partial<TimeLimits>;
  /** Told of every route as it is registered (the OpenAPI completeness test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const loggerInstance: FastifyBaseLogger | undefined =
    options.logger === false
      ? undefined
      : (options.loggerInstance ??
        createLogger(config.logLevel, resolveLogFormat(config.logFormat, process.stdout.isTTY)));
  const timeLimits = { ...defaultTimeLimits, ...options.timeLimits };
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    // Lines per request only at debug, or when it failed.
    logController: new QuietRequestLog(),
    bodyLimit: jsonBodyLimitBytes,
    // Off unless TRUST_PROXY says a proxy sets X-Forwarded-For; else clients could dodge per-IP limits.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    ...timeLimitOptions(timeLimits),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Bad percent-encoding is refused before routing: answered like every other error.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(database, config, app.log);
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    await services.changes.close();
    await services.photos.close();
  });
  registerLanguage(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerBodyRate(app, timeLimits.minBodyRate, timeLimits.checkEvery);
  registerAuthentication(app, services.sessions);
  // Before every other route, so that each answer is counted (and outside the API's rate limit).
  registerMetrics(app, { token: config.metricsToken, pool: database.poolStats });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Recipe Site API',
        version: '1.0.0',
        description:
          'Recipes, ratings, photos and accounts. Errors answer {success:false, error, code, timestamp}. ' +
          `Rate limit: ${config.rateLimits.apiPerHour} requests per hour per IP.`,
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform,
  });
  // Before compression: ETags are computed from (and 304s compared with) the uncompressed bytes.
  registerApiHttpCaching(app, (url) => apiPrefixes.some((prefix) => prefix !== '/media/' && url.startsWith(prefix)));
  // After it: Surrogate-Key only on what it made public; purges of this instance's writes.
  registerEdgeCache(app, config.purgeUrls);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10 } });
  await app.register(mediaRoutes);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  // Everything the API serves sits in one context so that the hourly limit covers it and
  // nothing else (pages and photos are not counted).
  await app.register(async (api) => {
    refuseControlCharacters(api);
    await api.register(rateLimit, {
      max: config.rateLimits.apiPerHour,
      timeWindow: '1 hour',
      enableDraftSpec: true,
      ...(redis ? { redis, nameSpace: `${config.redisPrefix}rl-` } : {}),
      errorResponseBuilder: (request) =>
        Object.assign(new Error('rate limited'), {
          statusCode: 429,
          body: errorBody(request.language, 'RATE_LIMITED'),
        }),
    });
    api.get(
      '/api/openapi.json',
      {
        schema: {
          tags: ['site'],
          summary: 'This API described as OpenAPI 3.1',
          response: { 200: z.record(z.string(), z.unknown()).describe('The OpenAPI document') },
        },
      },
      async () => app.swagger(),
    );
    await api.register(accountsRoutes);
    await api.register(recipesRoutes);
    await api.register(recipeImportRoutes);
    await api.register(recipeExportRoutes);
    await api.register(taxonomyRoutes);
    await api.register(ratingsRoutes);
    await api.register(reviewsRoutes);
    await api.register(photosRoutes);
    await api.register(siteRoutes);
    await api.register(favoritesRoutes);
    await api.register(membersRoutes);
    await api.register(mailLinksRoutes);
    await api.register(shoppingListRoutes);
    await api.register(kitchenPreferencesRoutes);
    await api.register(personalRoutes);
  });

  // For load balancers: outside the API's hourly limit (CONTRACT, decision 0051).
  await app.register(
    healthRoutes({
      db: database.db,
      redis,
      pageWork: () => (app.hasDecorator('pageWork') ? app.pageWork : null),
    }),
  );

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(request.language, 'NOT_FOUND'));
  });

  if (options.web) await registerWebPages(app, options.web);
  return app;
}

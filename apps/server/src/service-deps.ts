import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './modules/site/mailer.ts';

/** What every service is built from; its own module so services need not import services.ts (no cycle). */
export interface ServiceDeps {
  db: Database['db'];
  dialect: Database['dialect'];
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

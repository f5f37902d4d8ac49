import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { Health } from '@recipes/contracts';
import type { Db } from '../../db/database.ts';
import { createPageStore } from '../freshness/page-store.ts';
import { namedPageCount } from '../web/named-pages.ts';
import type { PageWork } from '../web/web-pages.ts';

export interface HealthDeps {
  db: Db;
  redis: Redis | null;
  /** The page store at work (production pages), else null: nothing is rendered ahead. */
  pageWork: () => PageWork | null;
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

/** Whether this instance can serve, and how far the pages kept rendered ahead are. */
export function createHealthService({ db, redis, pageWork }: HealthDeps) {
  const store = createPageStore(db);
  return {
    async check(): Promise<Health> {
      const redisState = redis
        ? await within(redis.ping(), 1000).then(
            () => 'ok' as const,
            () => 'off' as const,
          )
        : ('off' as const);
      const work = pageWork();
      try {
        await within(sql`select 1`.execute(db), 2000);
        const total = await namedPageCount(db);
        const ready = work ? (await store.counts(work.buildId)).ready : 0;
        return {
          status: 'ok',
          database: 'ok',
          redis: redisState,
          pages: { ready: Math.min(ready, total), total, rendering: work?.background.rendering ?? false },
        };
      } catch {
        return {
          status: 'failing',
          database: 'failing',
          redis: redisState,
          pages: { ready: 0, total: 0, rendering: work?.background.rendering ?? false },
        };
      }
    },
  };
}

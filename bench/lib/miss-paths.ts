import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { buildMix, type MixRequest, type RequestClass } from './mix-plan.ts';
import type { BenchTarget } from './target.ts';

/** The bench data set's database, SQLite or PostgreSQL as the target says. */
export function openBenchDatabase(target: BenchTarget) {
  return createDatabase(
    target.databaseUrl
      ? { databaseUrl: target.databaseUrl }
      : { sqliteFile: path.join(target.dataDir, 'recipes.sqlite') },
  );
}

/**
 * The first `perKind` distinct paths (language and path) of each kind, in the order bench:mix
 * asks for them: requests no cache has seen, for measuring or comparing uncached answers.
 */
export async function firstPathsByKind(
  database: ReturnType<typeof createDatabase>,
  perKind: number,
): Promise<Map<RequestClass, MixRequest[]>> {
  const rows = await database.db
    .selectFrom('recipes')
    .select(['id', 'slug', 'recipe_category'])
    .where('active', '=', 1)
    .execute();
  const recipes = rows.map((r) => ({ id: r.id, slug: r.slug, category: r.recipe_category }));
  const categories = [...new Set(rows.map((r) => r.recipe_category).filter((c): c is string => Boolean(c)))].sort();
  const byKind = new Map<RequestClass, MixRequest[]>();
  const seen = new Set<string>();
  for (const request of buildMix(recipes, categories, 200_000)) {
    const key = `${request.language} ${request.path}`;
    const list = byKind.get(request.kind) ?? [];
    if (seen.has(key) || list.length >= perKind) continue;
    seen.add(key);
    list.push(request);
    byKind.set(request.kind, list);
  }
  return byKind;
}

/** The production app on the bench data set, without logs or sample content; `webRoot`: another built apps/web. */
export async function buildBenchApp(
  target: BenchTarget,
  database: ReturnType<typeof createDatabase>,
  webRoot?: string,
) {
  const config = loadConfig({
    DATA_DIR: target.dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_SAMPLE: 'false',
    // Misses are what is measured: nothing rendered ahead in the background meanwhile.
    RENDER_AHEAD: 'off',
  });
  const web = { mode: 'production' as const, ...(webRoot ? { webRoot: path.resolve(webRoot) } : {}) };
  await migrateToLatest(database);
  const app = await buildApp({ config, database, logger: false, web });
  await app.ready();
  // Every request a miss: pages an earlier run stored in the page store (decision 0051) are forgotten.
  await database.db.deleteFrom('rendered_page_tags').execute();
  await database.db.deleteFrom('rendered_pages').execute();
  return app;
}

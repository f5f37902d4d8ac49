/**
 * `npm run bench:filters`: uncached latency of search and of filtered lists on the bench data set
 * (`npm run bench:data`), measured on the repository and search index directly, so no read cache
 * or page cache answers. Each request is one the process has not asked before. Writes
 * bench/results/<date>-filters-<dialect>.md and prints it. See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { categoryTerms, cuisineTerms, maxTimeOptions, minRatingOptions, recipeSorts } from '@recipes/contracts';
import type { RecipeSort } from '@recipes/contracts';
import { sql } from 'kysely';
import { createDatabase, type Executor } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import {
  countFiltered,
  filteredPageIds,
  type FilteredListSpec,
} from '../apps/server/src/modules/recipes/filters/filtered-recipes.repository.ts';
import { createChangeFeed, type ContentChange } from '../apps/server/src/modules/freshness/change-feed.ts';
import { createFactAnswers, type FactAnswers } from '../apps/server/src/modules/recipes/filters/fact-answers.ts';
import { groupedFacets } from '../apps/server/src/modules/recipes/filters/recipe-facets.ts';
import type { RecipeFilters } from '../apps/server/src/modules/recipes/filters/recipe-filters.ts';
import { findRecipesByIds } from '../apps/server/src/modules/recipes/recipes.repository.ts';
import { searchTerms } from '../apps/server/src/modules/recipes/search/search-document.ts';
import { createSearchIndex } from '../apps/server/src/modules/recipes/search/create-search-index.ts';
import type { SearchIndex } from '../apps/server/src/modules/recipes/search/search-index.ts';
import { createRng } from '../apps/server/src/sample-content/art/random.ts';
import { numberFlag, parseFlags } from './lib/flags.ts';
import { benchTarget, repoRoot } from './lib/target.ts';
import { rareIngredients, vocabulary } from './data/vocabulary.ts';

const flags = parseFlags(process.argv.slice(2));
const combinations = numberFlag(flags, 'combinations', 400);
const tries = numberFlag(flags, 'tries', 3);
const date = flags.get('date') ?? new Date().toISOString().slice(0, 10);
const answerFrom = flags.get('answer-from') ?? 'facts';
if (answerFrom !== 'facts' && answerFrom !== 'sql') throw new Error('--answer-from is facts or sql');
const target = benchTarget({ dataDir: flags.get('data-dir'), pgSchema: flags.get('pg-schema') });

interface Stats {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * CPU time spent on a request, which a busy machine does not inflate the way it inflates the time
 * on the clock (a load average of 25 on 2 cores makes every request wait for a core). SQLite runs
 * in this process, so its CPU time is this process's, to the microsecond. PostgreSQL's work happens
 * in its backend process: its CPU time is read from /proc in clock ticks (10 ms), too coarse for
 * one request, so the report gives its mean over all requests of a kind.
 */
let backendPids: number[] = [];
function backendCpuMs(): number {
  let ticks = 0;
  for (const pid of backendPids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend that is gone has no more time to add.
    }
  }
  return ticks * 10;
}
const processCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const cpuTimes = new Map<string, number[]>();
const backendTotals = new Map<string, { ms: number; count: number }>();

function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

/**
 * The least of `tries` runs of the same work: the machine is shared (see the load average in
 * the report), and the least time is the one least disturbed by other processes. Nothing in the
 * process caches an answer, so every run does the database work again.
 */
async function timed<T>(kind: string, work: () => Promise<T>): Promise<[number, T, number]> {
  let best = Infinity;
  let bestCpu = Infinity;
  let result: T | undefined;
  for (let i = 0; i < tries; i++) {
    const backendBefore = backendCpuMs();
    const cpuBefore = processCpuMs();
    const started = performance.now();
    result = await work();
    best = Math.min(best, performance.now() - started);
    bestCpu = Math.min(bestCpu, processCpuMs() - cpuBefore);
    const total = backendTotals.get(kind) ?? { ms: 0, count: 0 };
    backendTotals.set(kind, { ms: total.ms + backendCpuMs() - backendBefore, count: total.count + 1 });
  }
  cpuTimes.set(kind, [...(cpuTimes.get(kind) ?? []), bestCpu]);
  return [best, result as T, bestCpu];
}

/** Every word the data set's recipes are made of (names, ingredients, rare ones), folded, plus short prefixes. */
function searchWordsToTry(): string[] {
  const words = new Set<string>();
  for (const language of Object.values(vocabulary)) {
    for (const text of [...language.styles, ...language.mains, ...language.dishes, ...language.pantry]) {
      for (const word of searchTerms(text)) words.add(word);
    }
  }
  for (const text of rareIngredients) for (const word of searchTerms(text)) words.add(word);
  for (const prefix of ['s', 'c', 'ga', 'ch', 'to', 'kn', 'gar', 'chi', 'pho', 'bun']) words.add(prefix);
  return [...words];
}

const pantryWords = [...new Set(Object.values(vocabulary).flatMap((v) => v.pantry.flatMap((p) => searchTerms(p))))];

function randomSpec(random: () => number): {
  spec: FilteredListSpec;
  label: string;
  window: { limit: number; offset: number };
} {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const maybe = <T>(chance: number, value: () => T): T | undefined => (random() < chance ? value() : undefined);
  const words = pick([
    [],
    [],
    ['garlic'],
    [pick(pantryWords)],
    [pick(searchTerms(rareIngredients.join(' ')))],
    ['chicken', 'curry'],
    ['s'],
  ]);
  const filters: RecipeFilters = {
    maxTime: maybe(0.4, () => pick([...maxTimeOptions, 45])),
    minRating: maybe(0.4, () => pick([...minRatingOptions, 5])),
    hasPhoto: random() < 0.3,
    include: maybe(0.3, () => [pick(pantryWords)]) ?? [],
    exclude: maybe(0.3, () => [pick(pantryWords)]) ?? [],
  };
  const sorts: readonly RecipeSort[] = words.length > 0 ? recipeSorts : recipeSorts.filter((s) => s !== 'relevance');
  const spec: FilteredListSpec = {
    list: {
      category: maybe(0.3, () => pick(categoryTerms).key),
      cuisine: maybe(0.3, () => pick(cuisineTerms).key),
      includeInactive: false,
    },
    filters,
    terms: words,
    sort: pick(sorts),
  };
  const page = random() < 0.8 ? 1 : 1 + Math.floor(random() * 5);
  const label = JSON.stringify({ ...spec.list, ...filters, terms: words, sort: spec.sort, page });
  return { spec, label, window: { limit: 24, offset: (page - 1) * 24 } };
}

/**
 * A member's own list, drafts included (what `user_id` of the signed-in member asks for), with
 * words, an ingredient and every sort: before decision 0041 only SQL answered these.
 */
function ownListSpec(owners: readonly number[]) {
  return (random: () => number): ReturnType<typeof randomSpec> => {
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const words = pick([[], ['garlic'], ['s'], ['ch', 'ga'], [pick(pantryWords)]]);
    const filters: RecipeFilters = {
      hasPhoto: false,
      include: random() < 0.5 ? [pick(pantryWords)] : [],
      exclude: [],
    };
    const sorts: readonly RecipeSort[] = words.length > 0 ? recipeSorts : recipeSorts.filter((s) => s !== 'relevance');
    const spec: FilteredListSpec = {
      list: { ownerId: pick(owners), includeInactive: true },
      filters,
      terms: words,
      sort: pick(sorts),
    };
    const label = JSON.stringify({ ...spec.list, ...filters, terms: words, sort: spec.sort });
    return { spec, label, window: { limit: 24, offset: 0 } };
  };
}

async function measureSearch(db: Executor, search: SearchIndex) {
  const times: number[] = [];
  const slowest: [number, string, number][] = [];
  for (const word of searchWordsToTry()) {
    const [ms, hits] = await timed('search', () => search.search(db, [word], { limit: 24, offset: 0 }));
    times.push(ms);
    slowest.push([ms, word, hits.total]);
  }
  slowest.sort((a, b) => b[0] - a[0]);
  return { stats: stats(times), slowest: slowest.slice(0, 5) };
}

async function measureFilters(
  db: Executor,
  search: SearchIndex,
  facts: FactAnswers | null,
  { seed = 'bench-filters', count = combinations, specOf = randomSpec, kind = '' } = {},
) {
  const rng = createRng(seed);
  const random = () => rng.next();
  const page: number[] = [];
  const facets: number[] = [];
  const slowest: [number, string][] = [];
  const dearest: [number, string][] = [];
  for (let i = 0; i < count; i++) {
    const { spec, label, window } = specOf(random);
    const [pageMs, , pageCpu] = await timed(`${kind}page`, async () => {
      const answered = await facts?.page(spec, window.limit, window.offset);
      if (answered) {
        await findRecipesByIds(db, answered.ids);
        return answered.total;
      }
      const ids = await filteredPageIds(db, search, spec, window.limit, window.offset);
      await findRecipesByIds(db, ids);
      return countFiltered(db, search, spec);
    });
    const [facetMs, , facetCpu] = await timed(
      `${kind}facets`,
      async () => (await facts?.facets(spec)) ?? groupedFacets(db, search, spec),
    );
    page.push(pageMs);
    facets.push(facetMs);
    slowest.push([Math.max(pageMs, facetMs), label]);
    dearest.push([Math.max(pageCpu, facetCpu), label]);
  }
  slowest.sort((a, b) => b[0] - a[0]);
  dearest.sort((a, b) => b[0] - a[0]);
  return { page: stats(page), facets: stats(facets), slowest: slowest.slice(0, 5), dearest: dearest.slice(0, 8) };
}

const ms = (value: number) => value.toFixed(1);

function row(label: string, kind: string, clock: Stats, budget: number): string {
  const cpu = stats(cpuTimes.get(kind) ?? []);
  const backend = backendTotals.get(kind);
  const backendMean = backendPids.length > 0 && backend ? ms(backend.ms / backend.count) : '—';
  const cells = [
    clock.count,
    ms(clock.p50),
    ms(clock.p99),
    ms(clock.max),
    ms(cpu.p50),
    ms(cpu.p99),
    ms(cpu.max),
    backendMean,
  ];
  return `| ${label} | ${cells.join(' | ')} | ${budget} ms |`;
}

async function main() {
  const database = createDatabase(
    target.databaseUrl
      ? { databaseUrl: target.databaseUrl }
      : { sqliteFile: path.join(target.dataDir, 'recipes.sqlite') },
  );
  await migrateToLatest(database);
  // As the server answers (decisions 0039, 0044): the filter facts and, on PostgreSQL, the
  // search words' lists in memory, each read once here and timed; `--answer-from sql` reads
  // the words from the tables too.
  const changes = answerFrom === 'facts' ? createChangeFeed<ContentChange>() : undefined;
  const search = createSearchIndex({ dialect: database.dialect, db: database.db, changes });
  const listsStart = performance.now();
  await search.warm();
  const listsMs = performance.now() - listsStart;
  const loadBefore = os.loadavg()[0]!;
  const { db } = database;
  if (database.dialect === 'postgres') {
    // Requests run one at a time, so the pool hands out the same few connections; find their backends.
    const pids = await Promise.all(
      Array.from({ length: 3 }, () => sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)),
    );
    backendPids = [...new Set(pids.map((result) => result.rows[0]!.pid))];
  }
  // One pass first so the numbers measure queries, not a cold file cache after the migration.
  await measureSearch(db, search);
  cpuTimes.clear();
  backendTotals.clear();
  const searched = await measureSearch(db, search);
  const facts = changes ? createFactAnswers({ db, search, changes }) : null;
  const loadStart = performance.now();
  await facts?.count({
    list: { includeInactive: false },
    filters: { hasPhoto: false, include: [], exclude: [] },
    terms: [],
    sort: 'newest',
  });
  const columnsMs = performance.now() - loadStart;
  // Other combinations first, so a running server's compiled code is measured, not V8's first runs.
  await measureFilters(db, search, facts, { seed: 'bench-filters warm-up', count: 100 });
  cpuTimes.delete('page');
  cpuTimes.delete('facets');
  backendTotals.delete('page');
  backendTotals.delete('facets');
  const filtered = await measureFilters(db, search, facts);
  // The members with the most recipes: the own lists that cost the most to answer.
  const owners = (
    await db
      .selectFrom('recipes')
      .select('created_by_user_id as id')
      .groupBy('created_by_user_id')
      .orderBy(sql`count(*)`, 'desc')
      .limit(5)
      .execute()
  ).map((row) => row.id);
  const own = await measureFilters(db, search, facts, {
    seed: 'bench-filters own lists',
    count: 100,
    specOf: ownListSpec(owners),
    kind: 'own ',
  });
  await database.destroy();
  const load = `${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.cpus().length} cores`;

  const lines = [
    `# Filters and search, uncached: ${target.dialect} (${date})`,
    '',
    'Measured by `npm run bench:filters` on the 100,000-recipe bench data set, in process, on the',
    'repository and search index directly (no read cache, no page cache), one request at a time;',
    `each time is the least of ${tries} run(s) of the same request, after 100 other combinations`,
    `warmed the process up (as a running server is). Load average: ${load}.`,
    '',
    answerFrom === 'facts'
      ? `Filtered lists and facets are answered as the server answers them, from the fact columns (decision 0039), read from the database once in ${ms(columnsMs)} ms before the first request; the words come from the search index on each request${target.dialect === 'postgres' ? `, from its lists in memory (decision 0044), read once in ${ms(listsMs)} ms before the first search` : ''}.`
      : 'Filtered lists and facets are answered by SQL over the tables alone (`--answer-from sql`), as before decision 0039.',
    '',
    'Clock: time on the clock (inflated by every other process on the cores). CPU: time this',
    'process spent on the core (SQLite does all its work here; on PostgreSQL this is only the',
    "client's share). Backend CPU: PostgreSQL's own CPU time, as a mean per request.",
    '',
    '| What | Requests | Clock p50 | Clock p99 | Clock max | CPU p50 | CPU p99 | CPU max | Backend CPU mean | Budget (p99) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    row(
      'Search, one word (every word of the data set and short prefixes), page 1 and count',
      'search',
      searched.stats,
      25,
    ),
    row('Filtered list or search: page ids, rows, count', 'page', filtered.page, 50),
    row('Facets for the same combinations', 'facets', filtered.facets, 50),
    row(
      `A member's own list, drafts included (the ${owners.length} members with the most recipes): page ids, rows, count`,
      'own page',
      own.page,
      50,
    ),
    row('Facets of the same own lists', 'own facets', own.facets, 50),
    '',
    'Slowest searches: ' +
      searched.slowest.map(([t, word, total]) => `\`${word}\` ${ms(t)} ms (${total} matches)`).join(', '),
    '',
    'Slowest combinations (page or facets):',
    '',
    ...filtered.slowest.map(([t, label]) => `- ${ms(t)} ms: \`${label}\``),
    '',
    // On a shared machine the clock mostly measures waiting for a core; this process's CPU time does not.
    'Most CPU time in this process (page or facets; on PostgreSQL only the client share):',
    '',
    ...filtered.dearest.map(([t, label]) => `- ${ms(t)} ms: \`${label}\``),
    '',
    'Slowest own lists (page or facets):',
    '',
    ...own.slowest.map(([t, label]) => `- ${ms(t)} ms: \`${label}\``),
    '',
  ];
  const report = lines.join('\n');
  const file = path.join(
    repoRoot,
    'bench',
    'results',
    `${date}-filters-${target.dialect}${answerFrom === 'sql' ? '-sql' : ''}.md`,
  );
  fs.writeFileSync(file, report);
  console.log(report);
}

await main();

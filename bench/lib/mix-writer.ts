/**
 * Members writing while `npm run bench:mix` reads: ratings, recipe edits, sign-ins and
 * favourites at a steady rate, through the public API as a browser would send them. Runs in its
 * own process for the phase's duration and prints a WriterResult. Every write that was
 * acknowledged (2xx) is counted; a failed one (5xx, network error) is a failure of the run.
 */
import fs from 'node:fs';
import { seededRandom } from './mix-plan.ts';

export interface WriterJob {
  baseUrl: string;
  /** Members who write: username, password and the ids of their own recipes. */
  membersFile: string;
  /** Recipe ids to rate and favourite, most popular first (the mix's Zipf order). */
  popularRecipeIds: number[];
  writesPerSecond: number;
  durationSeconds: number;
  addressBlock: number;
}

export interface WriterMember {
  id: number;
  username: string;
  password: string;
  recipeIds: number[];
}

export type WriteKind = 'rating' | 'edit' | 'sign-in' | 'favourite';

export interface WriterResult {
  acknowledged: Record<WriteKind, number>;
  /** Refusals the rules call for (409/403), not failures. */
  refused: number;
  failed: number;
  failures: string[];
  p50: number;
  p99: number;
  /** Each kind's own latencies (a few dozen each per phase, so the slowest stands for its p99). */
  byKind: Record<WriteKind, { p50: number; max: number }>;
}

const job = JSON.parse(process.argv[2] ?? '{}') as WriterJob;
const members = JSON.parse(fs.readFileSync(job.membersFile, 'utf8')) as WriterMember[];
const random = seededRandom(7);
const tokens = new Map<number, string>();
const ratingIds = new Map<string, number>();
const result: WriterResult = {
  acknowledged: { rating: 0, edit: 0, 'sign-in': 0, favourite: 0 },
  refused: 0,
  failed: 0,
  failures: [],
  p50: 0,
  p99: 0,
  byKind: {
    rating: { p50: 0, max: 0 },
    edit: { p50: 0, max: 0 },
    'sign-in': { p50: 0, max: 0 },
    favourite: { p50: 0, max: 0 },
  },
};
const latencies: number[] = [];
const latenciesByKind: Record<WriteKind, number[]> = { rating: [], edit: [], 'sign-in': [], favourite: [] };
let address = 0;

async function call(method: string, path: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': `10.${job.addressBlock & 255}.200.${address++ & 255}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const send = () =>
    fetch(`${job.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  try {
    return await send();
  } catch (error) {
    // The server closed a keep-alive connection (idle past its limit) just as this request went
    // out on it; browsers send such a request again on a new connection, and so does this.
    if (!closedBeforeAnswer(error)) throw error;
    return send();
  }
}

function closedBeforeAnswer(error: unknown): boolean {
  return (error as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET';
}

async function signIn(member: WriterMember): Promise<string> {
  const response = await call('POST', '/users/authenticate', { username: member.username, password: member.password });
  if (!response.ok) throw new Error(`sign-in ${member.username}: ${response.status} ${await response.text()}`);
  const token = ((await response.json()) as { token: string }).token;
  tokens.set(member.id, token);
  return token;
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function popularRecipe(): number {
  // Writers follow the readers: most ratings and hearts go to the popular recipes.
  const rank = Math.floor(Math.pow(random(), 3) * job.popularRecipeIds.length);
  return job.popularRecipeIds[rank]!;
}

async function write(kind: WriteKind, member: WriterMember, token: string): Promise<Response> {
  if (kind === 'sign-in')
    return call('POST', '/users/authenticate', { username: member.username, password: member.password });
  if (kind === 'edit') {
    const id = pick(member.recipeIds);
    return call('PUT', `/api/v1/recipes/${id}`, { shortDescription: `Edited at ${new Date().toISOString()}` }, token);
  }
  const recipeId = popularRecipe();
  if (kind === 'favourite') return call('PUT', `/api/v1/favorites/${recipeId}`, undefined, token);
  const rating = 1 + Math.floor(random() * 5);
  const known = ratingIds.get(`${member.id}:${recipeId}`);
  if (known) return call('PUT', `/api/v1/ratings/${known}`, { rating, recipeId, userId: member.id }, token);
  const response = await call('POST', '/api/v1/ratings', { rating, recipeId, userId: member.id }, token);
  if (response.status === 201) {
    const created = (await response.clone().json()) as { id: number };
    ratingIds.set(`${member.id}:${recipeId}`, created.id);
  }
  if (response.status !== 409) return response;
  await response.body?.cancel();
  // Rated in an earlier run of the same data set: change that rating, as the site does when a
  // first rating is refused (it asks for the member's own, then updates it).
  const mine = await call('GET', `/api/v1/ratings/recipe/${recipeId}/mine`, undefined, token);
  const own = mine.ok ? ((await mine.json()) as { rating: { id: number } | null }).rating : null;
  if (!own) return response;
  ratingIds.set(`${member.id}:${recipeId}`, own.id);
  return call('PUT', `/api/v1/ratings/${own.id}`, { rating, recipeId, userId: member.id }, token);
}

function pickKind(): WriteKind {
  const r = random();
  return r < 0.45 ? 'rating' : r < 0.65 ? 'edit' : r < 0.85 ? 'sign-in' : 'favourite';
}

async function one(): Promise<void> {
  const member = pick(members);
  let kind = pickKind();
  if (kind === 'edit' && member.recipeIds.length === 0) kind = 'rating';
  try {
    const token = tokens.get(member.id) ?? (await signIn(member));
    // The write's own time: a member's first sign-in is not part of it.
    const started = performance.now();
    const response = await write(kind, member, token);
    latencies.push(performance.now() - started);
    latenciesByKind[kind].push(performance.now() - started);
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) result.acknowledged[kind]++;
    else if (response.status === 409 || response.status === 403) result.refused++;
    else {
      result.failed++;
      if (result.failures.length < 10) result.failures.push(`${kind}: ${response.status}`);
    }
  } catch (error) {
    result.failed++;
    if (result.failures.length < 10) result.failures.push(`${kind}: ${String(error)}`);
  }
}

for (const member of members.slice(0, 20)) await signIn(member);
const interval = 1000 / job.writesPerSecond;
const deadline = performance.now() + job.durationSeconds * 1000;
const running: Promise<void>[] = [];
for (let at = performance.now(); at < deadline; at += interval) {
  const wait = at - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  running.push(one());
}
await Promise.all(running);
latencies.sort((a, b) => a - b);
result.p50 = latencies[Math.floor(latencies.length * 0.5)] ?? 0;
result.p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
for (const [kind, times] of Object.entries(latenciesByKind) as [WriteKind, number[]][]) {
  times.sort((a, b) => a - b);
  result.byKind[kind] = { p50: times[Math.floor(times.length * 0.5)] ?? 0, max: times[times.length - 1] ?? 0 };
}
process.stdout.write(`${JSON.stringify(result)}\n`);

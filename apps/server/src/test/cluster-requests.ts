import pg from 'pg';
import { nginxPath } from './cluster.ts';
import { redisReachable, testRedisUrl } from './redis.ts';
import { varnishInstalled } from './varnish.ts';

/**
 * What the multi-instance test (multi-instance.cluster.ts) asks with: the parts it needs, the
 * PostgreSQL administrator, requests from a new client address each, and asking again until
 * another instance has heard of a write.
 */

export const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function missingParts(): Promise<string[]> {
  const missing: string[] = [];
  if (!nginxPath()) missing.push('nginx (apt-get install -y nginx)');
  if (!varnishInstalled()) missing.push('Varnish (apt-get install -y varnish varnish-modules)');
  if (!(await postgresReachable())) missing.push(`PostgreSQL at ${databaseUrl}`);
  if (!(await redisReachable().catch(() => false))) missing.push(`Redis at ${testRedisUrl}`);
  return missing;
}

export async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

/** Each request comes from its own client address, as real visitors would (per-IP limits). */
let clientCounter = 0;
function clientAddress(): string {
  clientCounter += 1;
  return `10.77.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json<T>(): T;
}

export async function request(base: string, urlPath: string, init: RequestInit = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', clientAddress());
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(`${base}${urlPath}`, { ...init, headers });
  const buffer = Buffer.from(await response.arrayBuffer());
  const text = buffer.toString('utf8');
  return { status: response.status, headers: response.headers, text, json: <T>() => JSON.parse(text) as T };
}

/** The ids of a list or search answer. */
export const idsOf = (answer: Answer): number[] => answer.json<{ id: number }[]>().map((item) => item.id);

/**
 * Asks again until `check` passes: another instance hears of a write when Redis delivers the
 * notice, a moment after the writer answered. Fails with the last answer if it never does.
 */
export async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean, tries = 40): Promise<T> {
  let last = await ask();
  for (let i = 1; i < tries && !check(last); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await ask();
  }
  return last;
}

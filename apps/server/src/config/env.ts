import path from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const defaultFacebookDialogUrl = 'https://www.facebook.com/v19.0/dialog/oauth';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SEED_SAMPLE: booleanString.default(true),
  // Only behind a reverse proxy that sets X-Forwarded-For: otherwise clients could forge their IP.
  TRUST_PROXY: booleanString.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  // Render every public page ahead of visitors in the background (decision 0051): on in production.
  RENDER_AHEAD: z.enum(['on', 'off']).optional(),
  PAGE_RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(1000).optional(),
  // Keys and channels in Redis start with this; instances of one site share it.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits and _ . : - only')
    .default('recipes-'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Recipe Site <no-reply@localhost>'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  FACEBOOK_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric app id').optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  FACEBOOK_DIALOG_URL: z.url().default(defaultFacebookDialogUrl),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  PHOTO_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // GET /metrics from elsewhere than this machine: `Authorization: Bearer <METRICS_TOKEN>`.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, '16 to 256 printable characters without spaces')
    .optional(),
  // Caches in front (Varnish with xkey, …) that every write's tags are purged from.
  PURGE_URLS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  // Tests only: recipe import may then fetch from loopback and private addresses.
  IMPORT_ALLOW_PRIVATE: booleanString.default(false),
});

export interface RateLimits {
  /** Requests an hour per IP over the API (CONTRACT.md: 1000). */
  apiPerHour: number;
  /** Sign-in and registration attempts per IP in a 15-minute window. */
  authPerIp: number;
  /** Sign-in tries at one account from one address in a 15-minute window. */
  authPerAccount: number;
  /** Page renders (answers not served from the page cache) per IP a minute. */
  pageRendersPerMinute: number;
  /** Sign-in tries at one account from all addresses together in a 15-minute window (known addresses go on). */
  authPerAccountAllAddresses: number;
  /** Password reset mails an hour per typed address and per account (more requests still answer 202). */
  passwordResetMailsPerHour: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  seedSample: boolean;
  redisUrl: string | undefined;
  /** Start of every Redis key and channel name (REDIS_PREFIX). */
  redisPrefix: string;
  /** Keep every public page rendered ahead in the page store (RENDER_AHEAD; on in production). */
  renderAhead: boolean;
  /** Page renders one process runs at once, the others waiting their turn: 1 on SQLite, 2 on PostgreSQL unless PAGE_RENDERS_AT_ONCE says (decision 0042). */
  pageRendersAtOnce: number;
  /** Take the client IP from X-Forwarded-For (set only behind a trusted proxy). */
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  env: 'development' | 'production' | 'test';
  logLevel: string;
  /** JSON records, or one readable line each; `auto`: readable when standard output is a terminal. */
  logFormat: 'auto' | 'json' | 'pretty';
  rateLimits: RateLimits;
  /** Lifetime of a sign-in token. */
  tokenTtlMs: number;
  /** Facebook sign-in; null unless both the app id and secret are set. */
  facebook: FacebookConfig | null;
  /** Google sign-in (OpenID Connect); null unless both the client id and secret are set. */
  google: GoogleConfig | null;
  /** Where photos live: under DATA_DIR, or in an S3-compatible store. */
  photoStorage: PhotoStorageConfig;
  /** Recipe import may fetch from loopback and private addresses (tests only). */
  importAllowPrivate: boolean;
  /** METRICS_TOKEN: a bearer token that opens GET /metrics beyond loopback. */
  metricsToken: string | undefined;
  /** PURGE_URLS: caches in front that every write's tags are purged from (none: no purges, short s-maxage). */
  purgeUrls: string[];
}

export type PhotoStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** With an endpoint (MinIO, s3rver, …) requests use path-style addressing. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  /** Graph API base, without a trailing slash. */
  graphUrl: string;
  /** Facebook's login dialog the browser is sent to (the web page builds the address); default defaultFacebookDialogUrl. */
  dialogUrl?: string;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** OpenID issuer, without a trailing slash; discovery is at {issuer}/.well-known/openid-configuration. */
  issuer: string;
}

export const defaultRateLimits: RateLimits = {
  apiPerHour: 1000,
  authPerIp: 30,
  authPerAccount: 10,
  pageRendersPerMinute: 120,
  authPerAccountAllAddresses: 50,
  passwordResetMailsPerHour: 3,
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.FACEBOOK_APP_ID) !== Boolean(e.FACEBOOK_APP_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: set both or neither');
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (e.PHOTO_STORAGE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when PHOTO_STORAGE=s3');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seedSample: e.SEED_SAMPLE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    renderAhead: e.RENDER_AHEAD ? e.RENDER_AHEAD === 'on' : e.NODE_ENV === 'production',
    // SQLite answers on the event loop, so a second render only takes turns with the first and
    // both finish later; PostgreSQL's waits let two overlap (decision 0042, measured).
    pageRendersAtOnce: e.PAGE_RENDERS_AT_ONCE ?? (e.DATABASE_URL ? 2 : 1),
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    rateLimits: defaultRateLimits,
    tokenTtlMs: 30 * 24 * 60 * 60 * 1000,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            appId: e.FACEBOOK_APP_ID,
            appSecret: e.FACEBOOK_APP_SECRET,
            graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
            dialogUrl: e.FACEBOOK_DIALOG_URL,
          }
        : null,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER.replace(/\/$/, ''),
          }
        : null,
    photoStorage:
      e.PHOTO_STORAGE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : { kind: 'local' },
    importAllowPrivate: e.IMPORT_ALLOW_PRIVATE,
    metricsToken: e.METRICS_TOKEN,
    purgeUrls: e.PURGE_URLS.map((url) => url.replace(/\/$/, '')),
  };
}

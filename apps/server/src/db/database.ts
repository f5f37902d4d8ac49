import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<DB>;
/** Repositories take either the database or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

export interface Database {
  db: Db;
  dialect: Dialect;
  destroy(): Promise<void>;
  /** The PostgreSQL pool's connections now (GET /metrics); SQLite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** SQLite file; ':memory:' is allowed for throwaway use. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests use one per run). */
  pgSchema?: string;
}

// COUNT(*) and BIGINT come back from pg as strings; the counts here fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema},public` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, dialect: 'postgres', destroy: () => db.destroy(), poolStats };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // FULL: every commit is fsynced before it is acknowledged, so an answered write survives a
  // power cut (NORMAL in WAL mode may lose the last commits). Cost measured in bench/durability.ts.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE), not at their first
 * write. With several processes on one file (instances on one machine), a deferred transaction
 * that read first and then writes fails at once with SQLITE_BUSY when another process wrote in
 * between; an immediate one waits its turn (busy_timeout) instead. One process is unaffected: the
 * driver runs one transaction at a time anyway.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Kysely's SQLite driver prepares every query it runs, and compiling a statement costs more
 * than running a short one; statements are kept by their SQL text and reused instead. Safe
 * because the driver runs one query at a time per connection.
 */
function withStatementCache(sqlite: SQLite.Database, maxStatements = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const cached = statements.get(text);
      if (cached) return cached;
      const statement = sqlite.prepare(text);
      // Oldest first out: statements with long IN lists vary in text and would otherwise pile up.
      if (statements.size >= maxStatements) statements.delete(statements.keys().next().value ?? '');
      statements.set(text, statement);
      return statement;
    },
  };
}

export function nowIso(): string {
  return new Date().toISOString();
}

import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Database } from './database.ts';

const retryMs = 50;

/**
 * Runs `work` (migrations, then the sample seed) while holding a lock that every instance of the
 * site takes at start-up, so that instances started together on an empty database migrate and
 * seed once: the others wait, then find the work done. See docs/decisions/0010.
 *
 * PostgreSQL: a session advisory lock named after the schema, held on one pooled connection
 * while the work runs on the others; it goes with the connection if the process dies.
 * SQLite: an exclusive transaction on a separate lock file beside the database (on the database
 * itself it would also block this process's own migration); the operating system drops it with
 * the process.
 */
export async function withStartupLock<T>(
  database: Database,
  options: { sqliteFile: string },
  work: () => Promise<T>,
): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.db.connection().execute(async (connection) => {
      const key = sql`hashtext('recipes-startup:' || coalesce(current_schema(), ''))`;
      await sql`select pg_advisory_lock(${key})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(connection);
      }
    });
  }
  if (options.sqliteFile === ':memory:') return work();
  const lock = new SQLite(`${options.sqliteFile}.startup-lock`);
  try {
    // Polled rather than waited for in SQLite's busy handler, which would block the event loop.
    lock.pragma('busy_timeout = 0');
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (error) {
        if (!(error instanceof SQLite.SqliteError && error.code.startsWith('SQLITE_BUSY'))) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}

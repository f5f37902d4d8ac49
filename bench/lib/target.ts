import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a bench data set lives: SQLite in its data directory, or a PostgreSQL schema. */
export interface BenchTarget {
  dialect: 'sqlite' | 'postgres';
  /** DATA_DIR for the server: the SQLite file (if any) and the stored photos. */
  dataDir: string;
  /** DATABASE_URL for the server, pinned to the bench schema; undefined on SQLite. */
  databaseUrl: string | undefined;
  /** The PostgreSQL schema the data set is written to. */
  pgSchema: string;
}

/**
 * SQLite unless DATABASE_URL is set. On PostgreSQL the data set goes to its own schema
 * (`--pg-schema`, default `bench`), selected through the connection's search_path, so the
 * server needs no option of its own and other schemas in the database are left alone.
 */
export function benchTarget(flags: { dataDir?: string; pgSchema?: string }): BenchTarget {
  const baseUrl = process.env.DATABASE_URL;
  const dialect = baseUrl ? 'postgres' : 'sqlite';
  const pgSchema = flags.pgSchema ?? 'bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`--pg-schema must be a plain identifier: ${pgSchema}`);
  const dataDir = path.resolve(flags.dataDir ?? path.join(repoRoot, 'bench', '.data', dialect));
  let databaseUrl: string | undefined;
  if (baseUrl) {
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${pgSchema}`);
    databaseUrl = url.toString();
  }
  return { dialect, dataDir, databaseUrl, pgSchema };
}

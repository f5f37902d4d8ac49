import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * The rendered-page store (decision 0051): one row per page key (language and normalized URL),
 * holding the page as it is sent (Brotli body, headers, ETag), the build it was rendered with,
 * whether a change made it stale since, who is rendering it now (a claim that expires), and how
 * often it was read. `rendered_page_tags` finds the pages a change names, by tag.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const bytes = dialect === 'postgres' ? sql.raw('bytea') : sql.raw('blob');
  // Milliseconds since the epoch: a double reads as a number on both engines (int8 would be a string on pg).
  const millis = dialect === 'postgres' ? sql.raw('double precision') : sql.raw('real');
  await sql`create table rendered_pages (
    page_key text primary key,
    language text not null,
    url text not null,
    status integer not null default 200,
    headers text not null default '[]',
    etag text not null default '',
    coding text not null default 'identity',
    body ${bytes},
    tags text not null default '',
    build_id text not null default '',
    stale integer not null default 1,
    generation integer not null default 0,
    ahead integer not null default 0,
    visits integer not null default 0,
    rendered_at ${millis},
    claimed_by text,
    claimed_until ${millis} not null default 0
  )`.execute(db);
  await sql`create index rendered_pages_to_render on rendered_pages (stale, visits)`.execute(db);
  await sql`create table rendered_page_tags (
    tag text not null,
    page_key text not null,
    primary key (tag, page_key)
  )`.execute(db);
  await sql`create index rendered_page_tags_page on rendered_page_tags (page_key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rendered_page_tags`.execute(db);
  await sql`drop table rendered_pages`.execute(db);
}

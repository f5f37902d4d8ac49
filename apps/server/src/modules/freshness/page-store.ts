import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StoredPage } from './stored-page.ts';

/**
 * The rendered-page store (decision 0051): every page rendered once, compressed, in the database,
 * so a restart or a second instance finds it. A page is answered from here when it is current:
 * not marked stale by a change since its render. A change marks the pages its tags name stale
 * (`markStale`) rather than deleting them; they are rendered again, for the next reader or in the
 * background, and replaced.
 */
export interface PageRow {
  page: StoredPage;
  tags: string[];
  buildId: string;
  stale: boolean;
  generation: number;
  /** When the render that made it began reading (ms since the epoch). */
  renderedAt: number;
}

export interface PageName {
  key: string;
  language: string;
  url: string;
}

/** A page marked stale, with what decides whether to render it again before anyone asks. */
export interface MarkedPage {
  key: string;
  ahead: boolean;
  visits: number;
}

export interface PageCounts {
  /** Pages named ahead (counted in pages.total) stored and current for this build. */
  ready: number;
  /** Pages named ahead with a row, current or not. */
  named: number;
}

/** Tags travel space-separated; none of ours holds a space (content-change.ts). */
const joinTags = (tags: Iterable<string>) => [...new Set(tags)].join(' ');

export function createPageStore(db: Db) {
  return {
    /** One indexed read (primary key): the stored page, or undefined when none was stored yet. */
    async read(key: string): Promise<PageRow | undefined> {
      const row = await db
        .selectFrom('rendered_pages')
        .select([
          'status',
          'headers',
          'etag',
          'coding',
          'body',
          'tags',
          'build_id',
          'stale',
          'generation',
          'rendered_at',
        ])
        .where('page_key', '=', key)
        .executeTakeFirst();
      if (!row?.body) return undefined;
      return {
        page: {
          status: row.status,
          headers: JSON.parse(row.headers) as [string, string][],
          etag: row.etag,
          body: { coding: row.coding === 'br' ? 'br' : 'identity', bytes: Buffer.from(row.body) },
        },
        tags: row.tags.split(' ').filter(Boolean),
        buildId: row.build_id,
        stale: row.stale !== 0,
        generation: row.generation,
        renderedAt: row.rendered_at ?? 0,
      };
    },

    /** The generation a render of this page begins at (null: no row yet). */
    async generationOf(key: string): Promise<number | null> {
      const row = await db
        .selectFrom('rendered_pages')
        .select('generation')
        .where('page_key', '=', key)
        .executeTakeFirst();
      return row?.generation ?? null;
    },

    /**
     * Stores a render as current, unless a change marked the page stale after the render began
     * (its generation moved). A page nobody stored yet is inserted; the caller checks afterwards
     * whether a change came during the render (freshness-guard.ts) and marks it stale if so.
     */
    async store(
      name: PageName,
      page: StoredPage,
      tags: Iterable<string>,
      buildId: string,
      generation: number | null,
      /** When the render began reading. */
      renderedAt: number,
    ): Promise<boolean> {
      const tagList = [...new Set(tags)];
      const values = {
        status: page.status,
        headers: JSON.stringify(page.headers),
        etag: page.etag,
        coding: page.body.coding,
        body: page.body.bytes,
        tags: joinTags(tagList),
        build_id: buildId,
        stale: 0,
        rendered_at: renderedAt,
        claimed_by: null,
        claimed_until: 0,
      };
      return db.transaction().execute(async (trx) => {
        let stored: boolean;
        if (generation === null) {
          const inserted = await trx
            .insertInto('rendered_pages')
            .values({ page_key: name.key, language: name.language, url: name.url, ...values })
            .onConflict((conflict) => conflict.column('page_key').doNothing())
            .executeTakeFirst();
          stored = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
          // A row named ahead (or one left without a body) while this render ran.
          if (!stored) {
            const updated = await trx
              .updateTable('rendered_pages')
              .set(values)
              .where('page_key', '=', name.key)
              .where('body', 'is', null)
              .executeTakeFirst();
            stored = Number(updated.numUpdatedRows) > 0;
          }
        } else {
          const updated = await trx
            .updateTable('rendered_pages')
            .set(values)
            .where('page_key', '=', name.key)
            .where('generation', '=', generation)
            .executeTakeFirst();
          stored = Number(updated.numUpdatedRows) > 0;
        }
        if (!stored) return false;
        await trx.deleteFrom('rendered_page_tags').where('page_key', '=', name.key).execute();
        if (tagList.length > 0) {
          await trx
            .insertInto('rendered_page_tags')
            .values(tagList.map((tag) => ({ tag, page_key: name.key })))
            .execute();
        }
        return true;
      });
    },

    /** A page that no longer renders as a plain page (a deleted recipe): nothing to keep. */
    async drop(key: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('rendered_page_tags').where('page_key', '=', key).execute();
        await trx.deleteFrom('rendered_pages').where('page_key', '=', key).execute();
      });
    },

    /** Marks stale every stored page showing one of `tags` (`*`: every page); returns them. */
    async markStale(tags: readonly string[]): Promise<MarkedPage[]> {
      if (tags.length === 0) return [];
      let update = db
        .updateTable('rendered_pages')
        .set({ stale: 1, generation: sql<number>`generation + 1` })
        .where('body', 'is not', null);
      if (!tags.includes('*')) {
        update = update.where('page_key', 'in', (q) =>
          q.selectFrom('rendered_page_tags').select('page_key').where('tag', 'in', tags),
        );
      }
      const rows = await update.returning(['page_key', 'ahead', 'visits']).execute();
      return rows.map((row) => ({ key: row.page_key, ahead: row.ahead !== 0, visits: row.visits }));
    },

    /** Marks one page stale (a change came while it was rendered). */
    async markOneStale(key: string): Promise<void> {
      await db
        .updateTable('rendered_pages')
        .set({ stale: 1, generation: sql<number>`generation + 1` })
        .where('page_key', '=', key)
        .execute();
    },

    /**
     * Claims a page that needs a render (missing body, stale, or of another build) for `by` until
     * `until`, unless another instance holds a claim that has not expired. Returns the generation
     * the render begins at, or null when there is nothing to do or someone else does it. A page of
     * another build rendered after `since` (when this instance started) comes from a newer
     * instance: left alone, so old and new instances side by side during a deploy take no turns.
     */
    async claim(key: string, by: string, buildId: string, until: number, since: number): Promise<number | null> {
      const now = Date.now();
      const rows = await db
        .updateTable('rendered_pages')
        .set({ claimed_by: by, claimed_until: until })
        .where('page_key', '=', key)
        .where((w) => w.or([w('claimed_until', '<', now), w('claimed_by', '=', by)]))
        .where((w) =>
          w.or([
            w('body', 'is', null),
            w('stale', '=', 1),
            w.and([w('build_id', '!=', buildId), w('rendered_at', '<', since)]),
          ]),
        )
        .returning('generation')
        .execute();
      return rows[0]?.generation ?? null;
    },

    async release(key: string, by: string): Promise<void> {
      await db
        .updateTable('rendered_pages')
        .set({ claimed_by: null, claimed_until: 0 })
        .where('page_key', '=', key)
        .where('claimed_by', '=', by)
        .execute();
    },

    /** Pages to render ahead of visitors, most visited first: missing, stale, or of an older build (see `claim`). */
    async toRender(buildId: string, limit: number, since: number): Promise<PageName[]> {
      const rows = await db
        .selectFrom('rendered_pages')
        .select(['page_key', 'language', 'url'])
        .where((w) =>
          w.or([
            w.and([
              w('ahead', '=', 1),
              w.or([
                w('body', 'is', null),
                w('stale', '=', 1),
                w.and([w('build_id', '!=', buildId), w('rendered_at', '<', since)]),
              ]),
            ]),
            // Pages read since their render went stale are worth rendering before the next reader.
            w.and([w('stale', '=', 1), w('visits', '>', 0), w('body', 'is not', null)]),
          ]),
        )
        .where('claimed_until', '<', Date.now())
        .orderBy('visits', 'desc')
        .orderBy('page_key')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ key: row.page_key, language: row.language, url: row.url }));
    },

    /** Names pages to keep rendered ahead: rows without a body until their first render. */
    async nameAhead(pages: readonly PageName[]): Promise<void> {
      for (let start = 0; start < pages.length; start += 200) {
        const batch = pages.slice(start, start + 200);
        await db
          .insertInto('rendered_pages')
          .values(batch.map((p) => ({ page_key: p.key, language: p.language, url: p.url, ahead: 1, body: null })))
          .onConflict((conflict) => conflict.column('page_key').doUpdateSet({ ahead: 1 }))
          .execute();
      }
    },

    /** Reads counted in memory, added in one statement per page. */
    async addVisits(visits: ReadonlyMap<string, number>): Promise<void> {
      for (const [key, count] of visits) {
        await db
          .updateTable('rendered_pages')
          .set({ visits: sql<number>`visits + ${count}` })
          .where('page_key', '=', key)
          .execute();
      }
    },

    async counts(buildId: string): Promise<PageCounts> {
      const row = await db
        .selectFrom('rendered_pages')
        .select((eb) => [
          eb.fn.countAll<number>().as('named'),
          eb.fn
            .sum<number>(
              sql<number>`case when stale = 0 and body is not null and build_id = ${buildId} then 1 else 0 end`,
            )
            .as('ready'),
        ])
        .where('ahead', '=', 1)
        .executeTakeFirstOrThrow();
      return { named: Number(row.named), ready: Number(row.ready ?? 0) };
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;

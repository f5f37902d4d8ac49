import { call, type Member } from '../../test/api.ts';
import type { TestApp } from '../../test/test-app.ts';
import { tagsOf, type ContentChange } from '../freshness/content-change.ts';
import type { EverythingChanged } from '../freshness/change-feed.ts';

/** The recipes a change notice names by their `recipe:<id>` tags, in order. */
export const recipeIdsOf = (change: ContentChange | EverythingChanged): number[] =>
  tagsOf(change).flatMap((t) => (t.startsWith('recipe:') ? [Number(t.slice('recipe:'.length))] : []));

/** Small helpers shared by the recipe API tests. */
export function recipeTestKit(t: () => TestApp) {
  return {
    send: (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, member?: Member, payload?: object) =>
      call(t().app, { method, url, headers: member?.headers ?? {}, ...(payload === undefined ? {} : { payload }) }),

    /** How many recipes the member has in the database, active or not. */
    async storedCount(ownerId: number): Promise<number> {
      const row = await t()
        .database.db.selectFrom('recipes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_by_user_id', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Runs `action` and returns its result with the recipe ids the change feed announced meanwhile. */
    async changesDuring<T>(action: () => Promise<T>): Promise<{ result: T; changes: number[] }> {
      const changes: number[] = [];
      const unsubscribe = t().app.services.changes.subscribe((change) => changes.push(...recipeIdsOf(change)));
      try {
        return { result: await action(), changes };
      } finally {
        unsubscribe();
      }
    },
  };
}

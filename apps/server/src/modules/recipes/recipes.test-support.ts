import { call, type Member } from '../../test/api.ts';
import type { TestApp } from '../../test/test-app.ts';

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
    async changesDuring<T>(action: () => Promise<T>): Promise<{ result: T; changes: (number | undefined)[] }> {
      const changes: (number | undefined)[] = [];
      const unsubscribe = t().app.services.changes.subscribe((change) => {
        // Only recipe-specific announcements; app.ts also sends a generic one after every API write.
        if ('recipeId' in change && change.recipeId !== undefined) changes.push(change.recipeId);
      });
      try {
        return { result: await action(), changes };
      } finally {
        unsubscribe();
      }
    },
  };
}

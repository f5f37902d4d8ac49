import { tagsOf } from './content-change.ts';
import type { ChangeFeed } from './change-feed.ts';
import { changedRecipes } from '../recipes/recipe-tags.ts';

/**
 * A copy in memory of what the database holds per recipe (the filter facts of decision 0039, the
 * search words of decision 0044), kept fresh by the change feed: a change marks the recipes it
 * touched, or all of them, and `current()` first reads those again. An answer waits only for the
 * changes noticed before it was asked, so steady writes cannot keep it waiting; one reading runs
 * at a time.
 */
export interface KeptFresh<T> {
  current(): Promise<T>;
  /** Recipes that may have changed, or 'all' (notices lost: read everything again). */
  changed(ids: readonly number[] | 'all'): void;
}

export interface FreshReads<T> {
  /** Everything, for the first reading and after 'all'. */
  all(): Promise<T>;
  /** The copy with these recipes read again (it may be changed in place and returned). */
  some(held: T, ids: readonly number[]): Promise<T>;
}

/** Marks in `copy` the recipes each change notice of `changes` names (`recipe:<id>` tags, or all). */
export function followRecipeChanges(changes: Pick<ChangeFeed, 'subscribe'>, copy: Pick<KeptFresh<unknown>, 'changed'>) {
  changes.subscribe((notice) => {
    const changed = changedRecipes(tagsOf(notice));
    if (changed === 'all' || changed.length > 0) copy.changed(changed);
  });
}

export function keptFresh<T>(reads: FreshReads<T>): KeptFresh<T> {
  let held: T | null = null;
  let dirty = new Set<number>();
  let readAll = true;
  // Changes noticed so far, and how many of them the copy holds.
  let noticed = 0;
  let applied = -1;
  let pending: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    // Taken before reading: a change that arrives meanwhile stays for the next refresh.
    const upTo = noticed;
    const ids = [...dirty];
    dirty = new Set();
    const everything = readAll || held === null;
    readAll = false;
    try {
      if (everything) held = await reads.all();
      else if (ids.length > 0 && held !== null) held = await reads.some(held, ids);
    } catch (error) {
      // Not read (the database away a moment): the next asker tries the same again.
      if (everything) readAll = true;
      for (const id of ids) dirty.add(id);
      throw error;
    }
    applied = upTo;
  }

  return {
    async current() {
      const wanted = noticed;
      while (applied < wanted || held === null) {
        pending ??= refresh().finally(() => {
          pending = null;
        });
        await pending;
      }
      return held;
    },
    changed(ids) {
      if (ids === 'all') readAll = true;
      else for (const id of ids) dirty.add(id);
      noticed++;
    },
  };
}

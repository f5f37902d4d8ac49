import type { Executor } from '../../../db/database.ts';
import type { RecipeRow } from '../../../db/schema.ts';
import { keptFresh, type KeptFresh } from '../../freshness/kept-fresh.ts';

const columns = [
  'id',
  'created_by_user_id',
  'recipe_category',
  'recipe_cuisine',
  'total_time',
  'average_rating',
  'rating_score',
  'has_photo',
  'created_at',
  'active',
] as const;

/** One recipe's filter facts as read: what every filter, sort and facet reads. */
type RecipeFactRow = Pick<RecipeRow, (typeof columns)[number]>;

/**
 * The filter facts of every recipe in columns, one slot per recipe (decision 0039); `active` tells
 * the public ones from drafts, which only their owner's own list shows (decision 0041).
 * A slot stays with its recipe id; `present` is 0 for a slot whose recipe is gone.
 * Category and cuisine are numbered (`names`); a missing one is -1; an unrated recipe's average
 * is NaN, so no comparison passes, as with SQL's null.
 */
export interface FactColumns {
  size: number;
  id: Int32Array;
  present: Uint8Array;
  owner: Int32Array;
  category: Int32Array;
  cuisine: Int32Array;
  totalTime: Float64Array;
  averageRating: Float64Array;
  ratingScore: Float64Array;
  hasPhoto: Uint8Array;
  createdAt: Float64Array;
  active: Uint8Array;
  /** Slot of a recipe id, or -1. */
  slotOf(id: number): number;
  /** The number of a category or cuisine key, -1 for one no recipe has. */
  numberOf(key: string | null | undefined): number;
  /** The key of a number from `numberOf`. */
  nameOf(number: number): string;
  /**
   * How many keys are numbered: every number is below it. A plain field: as a getter it made
   * every read of a column from this object slow (facets of a plain list 17 ms instead of 5).
   */
  nameCount: number;
}

/** The growable columns behind FactColumns, and how rows go in. */
function createColumns(): FactColumns & { put(row: RecipeFactRow): void; remove(id: number): void } {
  let capacity = 0;
  let slots = new Int32Array(0);
  const names = new Map<string, number>();
  const keys: string[] = [];
  const table = {
    size: 0,
    id: new Int32Array(0),
    present: new Uint8Array(0),
    owner: new Int32Array(0),
    category: new Int32Array(0),
    cuisine: new Int32Array(0),
    totalTime: new Float64Array(0),
    averageRating: new Float64Array(0),
    ratingScore: new Float64Array(0),
    hasPhoto: new Uint8Array(0),
    createdAt: new Float64Array(0),
    active: new Uint8Array(0),
    slotOf: (id: number) => (id >= 0 && id < slots.length ? slots[id]! : -1),
    numberOf: (key: string | null | undefined) => (key == null ? -1 : (names.get(key) ?? -1)),
    nameOf: (number: number) => keys[number] ?? '',
    nameCount: 0,
    put(row: RecipeFactRow) {
      let slot = table.slotOf(row.id);
      if (slot === -1) slot = newSlot(row.id);
      table.present[slot] = 1;
      table.owner[slot] = row.created_by_user_id;
      table.category[slot] = nameNumber(row.recipe_category);
      table.cuisine[slot] = nameNumber(row.recipe_cuisine);
      table.totalTime[slot] = Number(row.total_time);
      table.averageRating[slot] = row.average_rating === null ? Number.NaN : Number(row.average_rating);
      table.ratingScore[slot] = Number(row.rating_score);
      table.hasPhoto[slot] = Number(row.has_photo);
      table.createdAt[slot] = Date.parse(row.created_at);
      table.active[slot] = Number(row.active);
    },
    remove(id: number) {
      const slot = table.slotOf(id);
      if (slot !== -1) table.present[slot] = 0;
    },
  };
  const nameNumber = (key: string | null) => {
    if (key === null) return -1;
    let number = names.get(key);
    if (number === undefined) {
      number = keys.push(key) - 1;
      names.set(key, number);
      table.nameCount = keys.length;
    }
    return number;
  };
  const grow = <T extends Int32Array | Uint8Array | Float64Array>(old: T, make: (n: number) => T): T => {
    const next = make(capacity);
    next.set(old);
    return next;
  };
  const newSlot = (id: number) => {
    if (table.size === capacity) {
      capacity = Math.max(1024, capacity * 2);
      table.id = grow(table.id, (n) => new Int32Array(n));
      table.present = grow(table.present, (n) => new Uint8Array(n));
      table.owner = grow(table.owner, (n) => new Int32Array(n));
      table.category = grow(table.category, (n) => new Int32Array(n));
      table.cuisine = grow(table.cuisine, (n) => new Int32Array(n));
      table.totalTime = grow(table.totalTime, (n) => new Float64Array(n));
      table.averageRating = grow(table.averageRating, (n) => new Float64Array(n));
      table.ratingScore = grow(table.ratingScore, (n) => new Float64Array(n));
      table.hasPhoto = grow(table.hasPhoto, (n) => new Uint8Array(n));
      table.createdAt = grow(table.createdAt, (n) => new Float64Array(n));
      table.active = grow(table.active, (n) => new Uint8Array(n));
    }
    if (id >= slots.length) {
      const next = new Int32Array(Math.max(id + 1, slots.length * 2)).fill(-1);
      next.set(slots);
      slots = next;
    }
    const slot = table.size++;
    table.id[slot] = id;
    slots[id] = slot;
    return slot;
  };
  return table;
}

/** How many ids one refresh reads per statement. */
const chunk = 500;

/**
 * The fact columns of the recipes, read once and then kept fresh: a change names the
 * recipes it touched (`changed`), and the next `current()` reads those rows again before it
 * answers. `changed('all')` reads everything again (notices may have been lost).
 */
export type FactTable = KeptFresh<FactColumns>;

/**
 * `loadChunk`: how many rows the first reading takes per statement, in id order. Between two the
 * event loop goes on: better-sqlite3 reads synchronously, and 100,000 rows at once held every
 * request of a starting instance for one to three seconds.
 */
export function createFactTable(db: Executor, { loadChunk = 5000 }: { loadChunk?: number } = {}): FactTable {
  const recipeFacts = () => db.selectFrom('recipes').select(columns);
  const readRows = (ids: readonly number[]) =>
    recipeFacts()
      .where('id', 'in', [...ids])
      .execute();

  return keptFresh({
    /** Every recipe, a chunk of ids at a time, letting other work run in between. */
    async all() {
      const table = createColumns();
      let after = 0;
      for (;;) {
        const rows = await recipeFacts().where('id', '>', after).orderBy('id').limit(loadChunk).execute();
        for (const row of rows) table.put(row);
        if (rows.length < loadChunk) return table;
        after = rows[rows.length - 1]!.id;
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async some(table, ids) {
      for (let i = 0; i < ids.length; i += chunk) {
        const part = ids.slice(i, i + chunk);
        const found = await readRows(part);
        for (const id of part) table.remove(id);
        for (const row of found) table.put(row);
      }
      return table;
    },
  });
}

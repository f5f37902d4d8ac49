import { describe, expect, it } from 'vitest';
import { keptFresh } from './kept-fresh.ts';

/** A stand-in store: rows by recipe id, and a record of what each reading asked for. */
function store({ failures = 0 } = {}) {
  let failing = failures;
  const rows = new Map<number, string>([
    [1, 'a'],
    [2, 'b'],
  ]);
  const readings: string[] = [];
  let release: (() => void) | null = null;
  const copy = keptFresh<Map<number, string>>({
    async all() {
      readings.push('all');
      return new Map(rows);
    },
    async some(held, ids) {
      readings.push(`some ${ids.join(',')}`);
      if (failing-- > 0) throw new Error('database away');
      // A test may hold a reading open to change things meanwhile.
      if (release === null) await Promise.resolve();
      else
        await new Promise<void>((resolve) => {
          release = () => {
            release = null;
            resolve();
          };
        });
      for (const id of ids) {
        const row = rows.get(id);
        if (row === undefined) held.delete(id);
        else held.set(id, row);
      }
      return held;
    },
  });
  return {
    rows,
    readings,
    copy,
    holdNextReading: () => (release = () => {}),
    release: () => release?.(),
  };
}

describe('keptFresh', () => {
  it('reads everything first, then only the recipes a change names', async () => {
    const s = store();
    expect([...(await s.copy.current())]).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    s.rows.set(2, 'B');
    s.rows.delete(1);
    s.copy.changed([2, 1]);
    expect([...(await s.copy.current())]).toEqual([[2, 'B']]);
    // Nothing changed since: no reading at all.
    await s.copy.current();
    expect(s.readings).toEqual(['all', 'some 2,1']);
  });

  it("reads everything again after 'all'", async () => {
    const s = store();
    await s.copy.current();
    s.rows.set(3, 'c');
    s.copy.changed('all');
    expect((await s.copy.current()).get(3)).toBe('c');
    expect(s.readings).toEqual(['all', 'all']);
  });

  it('keeps a change noticed during a reading for the next one, and answers earlier askers first', async () => {
    const s = store();
    await s.copy.current();
    s.rows.set(1, 'A');
    s.copy.changed([1]);
    s.holdNextReading();
    const first = s.copy.current();
    await Promise.resolve();
    // Noticed while the reading of recipe 1 is under way.
    s.rows.set(2, 'B');
    s.copy.changed([2]);
    const second = s.copy.current();
    s.release();
    const early = await first;
    expect(early.get(1)).toBe('A');
    const late = await second;
    expect(late.get(2)).toBe('B');
    expect(s.readings).toEqual(['all', 'some 1', 'some 2']);
  });

  it('keeps the changes of a reading that failed for the next asker', async () => {
    const s = store({ failures: 1 });
    await s.copy.current();
    s.rows.set(1, 'A');
    s.copy.changed([1]);
    await expect(s.copy.current()).rejects.toThrow('database away');
    expect((await s.copy.current()).get(1)).toBe('A');
    expect(s.readings).toEqual(['all', 'some 1', 'some 1']);
  });
});

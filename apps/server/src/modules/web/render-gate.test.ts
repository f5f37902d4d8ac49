import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { createRenderGate } from './render-gate.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('render gate', () => {
  it('lets `limit` renders run and the rest wait, first come first served', async () => {
    const gate = createRenderGate(2);
    const started: number[] = [];
    const leaves = new Map<number, () => void>();
    for (const n of [1, 2, 3, 4]) {
      void gate.enter().then((leave) => {
        started.push(n);
        leaves.set(n, leave);
      });
    }
    await turn();
    await turn();
    expect(started).toEqual([1, 2]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    leaves.get(2)!();
    await turn();
    await turn();
    expect(started).toEqual([1, 2, 3]);
    leaves.get(1)!();
    leaves.get(3)!();
    await turn();
    await turn();
    expect(started).toEqual([1, 2, 3, 4]);
    leaves.get(4)!();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('starts a render only after the event loop has had a turn for I/O', async () => {
    const gate = createRenderGate(1);
    const order: string[] = [];
    const entered = gate.enter().then((leave) => {
      order.push('render');
      return leave;
    });
    // A chain of promise callbacks, as a synchronous database gives, cannot start the render.
    await Promise.resolve();
    await Promise.resolve();
    order.push('microtasks done');
    (await entered)();
    expect(order).toEqual(['microtasks done', 'render']);
  });

  it('counts a render that leaves twice once', async () => {
    const gate = createRenderGate(1);
    const leave = await gate.enter();
    leave();
    leave();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    const again = await gate.enter();
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    again();
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => createRenderGate(0)).toThrow();
    expect(() => createRenderGate(1.5)).toThrow();
  });
});

describe('renders at once (PAGE_RENDERS_AT_ONCE)', () => {
  it('is 1 on SQLite and 2 on PostgreSQL unless the environment says', () => {
    expect(loadConfig({}).pageRendersAtOnce).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/recipes' }).pageRendersAtOnce).toBe(2);
    expect(loadConfig({ PAGE_RENDERS_AT_ONCE: '3' }).pageRendersAtOnce).toBe(3);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/recipes', PAGE_RENDERS_AT_ONCE: '1' }).pageRendersAtOnce).toBe(1);
    expect(() => loadConfig({ PAGE_RENDERS_AT_ONCE: '0' })).toThrow(/PAGE_RENDERS_AT_ONCE/);
  });
});

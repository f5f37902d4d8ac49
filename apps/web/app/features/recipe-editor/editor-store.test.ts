import { describe, expect, it } from 'vitest';
import { claimEditorStore, createEditorStore, handOver, releaseEditorStore } from './editor-store.ts';

describe('editor store', () => {
  it('runs queued tasks one after another, also after a failure', async () => {
    const store = createEditorStore();
    const order: string[] = [];
    const slow = store.enqueue(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push('first');
      throw new Error('failed');
    });
    const fast = store.enqueue(async () => {
      order.push('second');
      return 2;
    });
    await expect(slow).rejects.toThrow('failed');
    expect(await fast).toBe(2);
    expect(order).toEqual(['first', 'second']);
  });

  it('tells subscribers about every change', () => {
    const store = createEditorStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.dispatch({ type: 'setText', field: 'name', value: 'Soup' });
    store.setProgress({ key: 'uploading', done: 0, total: 1, name: 'a.png' });
    unsubscribe();
    store.setNotice(null);
    expect(calls).toBe(2);
    expect(store.getSnapshot().editor.form.name).toBe('Soup');
  });

  it('hands a new recipe’s store to its edit page only', () => {
    const store = createEditorStore();
    handOver(store, 12);
    expect(claimEditorStore(12)).toBe(store);
    // React may run the initializer twice.
    expect(claimEditorStore(12)).toBe(store);
    releaseEditorStore(store);
    expect(claimEditorStore(12)).not.toBe(store);
    handOver(store, 12);
    expect(claimEditorStore(13)).not.toBe(store);
    expect(claimEditorStore(12)).not.toBe(store);
    expect(claimEditorStore(null)).not.toBe(store);
  });
});

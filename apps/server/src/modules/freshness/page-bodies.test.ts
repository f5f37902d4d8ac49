import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGzipVariants, plainBody, storeBody } from './page-bodies.ts';

const html = (text: string) => Buffer.from(`<!DOCTYPE html><main>${text.repeat(400)}</main>`);

describe('stored page bodies', () => {
  it('keeps a page as Brotli, a fraction of its size, and gives back the same HTML', () => {
    const page = html('Phở bò, 500 g — ');
    const stored = storeBody(page);
    expect(stored.coding).toBe('br');
    expect(stored.bytes.length).toBeLessThan(page.length / 5);
    expect(plainBody(stored).equals(page)).toBe(true);
  });

  it('keeps a body too small to gain from compression as it is', () => {
    const stored = storeBody(Buffer.from('<p>short</p>'));
    expect(stored).toEqual({ coding: 'identity', bytes: Buffer.from('<p>short</p>') });
  });
});

describe('gzip copies', () => {
  it('makes a copy once per validator and drops the least recently used beyond its bytes', () => {
    const pages = ['a', 'b', 'c'].map((text) => storeBody(html(`${text} recipe `)));
    const one = createGzipVariants(Infinity).of('"x"', pages[0]!).length;
    const variants = createGzipVariants(one * 2 + 10);
    const first = variants.of('"a"', pages[0]!);
    expect(gunzipSync(first).equals(html('a recipe '))).toBe(true);
    expect(variants.of('"a"', pages[0]!)).toBe(first);
    variants.of('"b"', pages[1]!);
    variants.of('"a"', pages[0]!);
    variants.of('"c"', pages[2]!);
    expect(variants.bytes).toBeLessThanOrEqual(one * 2 + 10);
    // "b" was the least recently used: it is made again, "a" is still the same copy.
    expect(variants.of('"a"', pages[0]!)).toBe(first);
  });
});

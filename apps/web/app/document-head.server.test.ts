import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { rewriteHead } from './document-head.server.ts';

async function rewrite(chunks: string[], insert = '<script id="x"></script>'): Promise<string> {
  let output = '';
  for await (const part of Readable.from(chunks).pipe(rewriteHead(insert))) output += String(part);
  return output;
}

const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" imageSrcSet="/a-400.webp 400w" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<link rel="stylesheet" href="/assets/style-3.css"/></head>';
const body =
  '<body><p>rel="modulepreload" stays in the body</p><script type="module" async="">import "/r.js";</script></body></html>';

describe('rewriteHead', () => {
  it('inserts after <head> and drops module hints, keeping every other element', async () => {
    const output = await rewrite([head + body]);
    expect(output).toBe(
      '<!DOCTYPE html><html lang="en"><head><script id="x"></script><meta charSet="utf-8"/>' +
        '<link rel="preload" as="image" imageSrcSet="/a-400.webp 400w" fetchPriority="high"/>' +
        '<link rel="stylesheet" href="/assets/style-3.css"/></head>' +
        body,
    );
  });

  it('works when the head arrives in pieces', async () => {
    const whole = head + body;
    const pieces = whole.match(/[\s\S]{1,7}/g) ?? [];
    expect(await rewrite(pieces)).toBe(await rewrite([whole]));
  });

  it('leaves output without a head alone', async () => {
    expect(await rewrite(['<p>fragment</p>', '<p>more</p>'])).toBe('<p>fragment</p><p>more</p>');
  });
});

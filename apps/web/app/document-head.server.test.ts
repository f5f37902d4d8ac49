import { describe, expect, it } from 'vitest';
import { rewriteHead } from './document-head.server.ts';

const rewrite = (html: string, insert = '<script id="x"></script>') =>
  rewriteHead(Buffer.from(html), insert).toString('utf8');

const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" imageSrcSet="/a-400.webp 400w" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<link rel="stylesheet" href="/assets/style-3.css"/></head>';
const body =
  '<body><p>rel="modulepreload" stays in the body</p><script type="module" async="">import "/r.js";</script></body></html>';

describe('rewriteHead', () => {
  it('inserts at the end of <head> and drops module hints, keeping every other element', () => {
    expect(rewrite(head + body)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
        '<link rel="preload" as="image" imageSrcSet="/a-400.webp 400w" fetchPriority="high"/>' +
        '<link rel="stylesheet" href="/assets/style-3.css"/><script id="x"></script></head>' +
        body,
    );
  });

  it('keeps non-ASCII text before and after the head whole', () => {
    const page = '<html><head><title>Phở bò · Käse</title></head><body>Gà nướng</body></html>';
    expect(rewrite(page, '<i></i>')).toBe(
      '<html><head><title>Phở bò · Käse</title><i></i></head><body>Gà nướng</body></html>',
    );
  });

  it('leaves output without a head alone', () => {
    expect(rewrite('<p>fragment</p><p>more</p>')).toBe('<p>fragment</p><p>more</p>');
  });
});

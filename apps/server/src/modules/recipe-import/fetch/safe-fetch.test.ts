import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../fixtures/fixture-site.ts';
import { FetchError, type FetchFailure } from './fetch-errors.ts';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.ts';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => site.close());

const limits = { maxBytes: 3 * 1024 * 1024, totalMs: 5000, idleMs: 1000, maxRedirects: 5 };
const testing: SafeFetchOptions = { allowPrivate: true, limits, accept: 'text/html' };
const production: SafeFetchOptions = { ...testing, allowPrivate: false };

async function failure(url: string, options: SafeFetchOptions = testing): Promise<FetchFailure> {
  try {
    await safeFetch(url, options);
  } catch (error) {
    if (error instanceof FetchError) return error.reason;
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

describe('safeFetch', () => {
  it('fetches a page, following redirects and undoing gzip', async () => {
    const page = await safeFetch(`${site.origin}/redirect?to=/gzip/pages/en-rdfa-lentil-soup.html`, testing);
    expect(page.url).toBe(`${site.origin}/gzip/pages/en-rdfa-lentil-soup.html`);
    expect(page.contentType).toContain('text/html');
    expect(page.body.toString('utf8')).toContain('Red Lentil Soup with Lemon');
  });

  it('follows a few redirects but not endless ones', async () => {
    const page = await safeFetch(`${site.origin}/redirect-chain/4`, testing);
    expect(page.body.toString('utf8')).toContain('Brown Butter Banana Bread');
    expect(await failure(`${site.origin}/redirect-chain/6`)).toBe('tooManyRedirects');
  });

  it('refuses loopback addresses, by number or by name, without the test setting', async () => {
    const port = new URL(site.origin).port;
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '[::ffff:127.0.0.1]', '127.1', '2130706433', '0x7f000001']) {
      expect(await failure(`http://${host}:${port}/pages/en-rdfa-lentil-soup.html`, production)).toBe('privateAddress');
    }
    // Refused before connecting: the page was never requested.
    expect(site.hits.get('/pages/en-rdfa-lentil-soup.html')).toBeUndefined();
  });

  it('refuses a redirect to a private, link-local or unspecified address, even with the test setting', async () => {
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
      'http://224.0.0.1/',
    ]) {
      expect(await failure(`${site.origin}/redirect?to=${encodeURIComponent(target)}`)).toBe('privateAddress');
    }
  });

  it('refuses schemes other than http and https, also as a redirect target', async () => {
    for (const url of [
      'ftp://example.com/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,hi',
      'gopher://x',
    ]) {
      expect(await failure(url)).toBe('scheme');
    }
    expect(await failure(`${site.origin}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`)).toBe('scheme');
    expect(await failure('not a url')).toBe('badUrl');
    expect(await failure('http://user:secret@example.com/')).toBe('badUrl');
  });

  it('stops reading past the size limit, declared or not', async () => {
    expect(await failure(`${site.origin}/huge`)).toBe('tooLarge');
    expect(await failure(`${site.origin}/huge-declared`)).toBe('tooLarge');
  });

  it('gives up on a site that stops sending', async () => {
    const short = { ...testing, limits: { ...limits, idleMs: 200, totalMs: 1000 } };
    expect(await failure(`${site.origin}/slow`, short)).toBe('timeout');
    const deadlineOnly = { ...testing, limits: { ...limits, idleMs: 5000, totalMs: 300 } };
    expect(await failure(`${site.origin}/slow`, deadlineOnly)).toBe('timeout');
  });

  it('reports error statuses and unknown hosts', async () => {
    expect(await failure(`${site.origin}/status/500`)).toBe('httpStatus');
    expect(await failure(`${site.origin}/status/404`)).toBe('httpStatus');
    expect(await failure('http://no-such-host.invalid/')).toBe('unresolvable');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { importFailure, normalizeLink, sourceHost } from './import-outcome.ts';

describe('importFailure', () => {
  it('keeps the server’s translated message', () => {
    const body = {
      success: false as const,
      error: 'Auf dieser Seite wurde kein Rezept gefunden.',
      code: 'UNPROCESSABLE' as const,
      timestamp: '',
    };
    expect(importFailure(new ApiError(422, body))).toEqual({ server: 'Auf dieser Seite wurde kein Rezept gefunden.' });
  });

  it('tells a lost connection from an unexpected answer', () => {
    expect(importFailure(new TypeError('Failed to fetch'))).toEqual({ key: 'failure.offline' });
    expect(importFailure(new ApiError(500, null))).toEqual({ key: 'failure.unknown' });
    expect(importFailure(new Error('x'))).toEqual({ key: 'failure.unknown' });
  });
});

describe('normalizeLink', () => {
  it('adds https:// only when the scheme is missing', () => {
    expect(normalizeLink(' www.example.com/pho ')).toBe('https://www.example.com/pho');
    expect(normalizeLink('http://example.com')).toBe('http://example.com');
    expect(normalizeLink('ftp://example.com')).toBe('ftp://example.com');
    expect(normalizeLink('')).toBe('');
  });
});

describe('sourceHost', () => {
  it('names the host of the source, or nothing', () => {
    expect(sourceHost({ sourceURL: 'https://www.chefkoch.de/rezepte/1' })).toBe('www.chefkoch.de');
    expect(sourceHost({ sourceURL: '' })).toBe('');
    expect(sourceHost({ sourceURL: 'nonsense' })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it('takes the supported language the header weighs highest, not the first one listed', () => {
    expect(resolveLanguage('fr;q=0.9, en;q=0.5, de;q=0.8')).toBe('de');
    expect(resolveLanguage('en;q=0.1, vi')).toBe('vi');
    expect(resolveLanguage('de-AT, de;q=0.9, en;q=0.8')).toBe('de');
  });

  it('keeps the listed order between equal weights', () => {
    expect(resolveLanguage('vi, de')).toBe('vi');
    expect(resolveLanguage('de;q=0.7, vi;q=0.7')).toBe('de');
  });

  it('never picks a language the header refuses (q=0), and falls back to English', () => {
    expect(resolveLanguage('de;q=0, vi;q=0')).toBe('en');
    expect(resolveLanguage('fr, es')).toBe('en');
    expect(resolveLanguage('')).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
    expect(resolveLanguage('de;q=abc')).toBe('de');
  });

  it('reads a plain value (a query parameter) as before', () => {
    expect(resolveLanguage('vi')).toBe('vi');
    expect(resolveLanguage('DE')).toBe('de');
  });
});

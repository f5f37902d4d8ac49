import { describe, expect, it } from 'vitest';
import { languageCookie, languageFromRequest, readCookie } from './request-language.ts';

const request = (url: string, cookie?: string) =>
  new Request(`https://x.example${url}`, { headers: cookie ? { cookie } : {} });

describe('languageFromRequest', () => {
  it('prefers ?lang=', () => {
    expect(languageFromRequest(request('/?lang=vi', 'lang=de'))).toBe('vi');
  });

  it('then the lang cookie', () => {
    expect(languageFromRequest(request('/recipes', 'a=1; lang=de; b=2'))).toBe('de');
  });

  it('ignores unsupported values and falls back to English', () => {
    expect(languageFromRequest(request('/?lang=fr', 'lang=xx'))).toBe('en');
    expect(languageFromRequest(request('/?lang=fr', 'lang=vi'))).toBe('vi');
    expect(languageFromRequest(request('/'))).toBe('en');
  });

  it('does not use Accept-Language (CONTRACT: default en)', () => {
    const withHeader = new Request('https://x.example/', { headers: { 'accept-language': 'de' } });
    expect(languageFromRequest(withHeader)).toBe('en');
  });
});

describe('cookies', () => {
  it('reads one cookie and survives bad encodings', () => {
    expect(readCookie('x=1; lang=vi', 'lang')).toBe('vi');
    expect(readCookie('lang=%E0%A4%A', 'lang')).toBeNull();
    expect(readCookie(null, 'lang')).toBeNull();
  });

  it('writes a year-long, site-wide cookie', () => {
    expect(languageCookie('de')).toBe('lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

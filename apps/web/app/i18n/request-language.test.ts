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

  it('on a first visit (no choice made) follows the browser languages by their q-weights', () => {
    const withHeader = (value: string, cookie?: string) =>
      new Request('https://x.example/', { headers: { 'accept-language': value, ...(cookie ? { cookie } : {}) } });
    expect(languageFromRequest(withHeader('de-DE,de;q=0.9,en;q=0.8'))).toBe('de');
    expect(languageFromRequest(withHeader('en;q=0.5,vi;q=0.9'))).toBe('vi');
    // CONTRACT "Default en": nothing the site speaks.
    expect(languageFromRequest(withHeader('fr-FR,fr;q=0.9'))).toBe('en');
    // A choice the visitor made wins.
    expect(languageFromRequest(withHeader('de', 'lang=vi'))).toBe('vi');
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

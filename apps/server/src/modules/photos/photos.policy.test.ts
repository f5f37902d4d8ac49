import { describe, expect, it } from 'vitest';
import { parsePhotoUrl, photoToRemove, photoUrl } from './photos.policy.ts';

const stem = '0123456789abcdef01234567';
const caller = 7;

describe('photoToRemove', () => {
  it.each([
    ['the 1600 path', `/media/7/${stem}-1600.webp`],
    ['the thumbnail path', `/media/7/${stem}-400.webp`],
    ['the 800 path', `/media/7/${stem}-800.webp`],
    ['a full URL on the site origin', `http://localhost:3000/media/7/${stem}-800.webp`],
    ['a full https URL on another host name', `https://recipes.example/media/7/${stem}-400.webp`],
    ['a URL with a query string', `https://recipes.example/media/7/${stem}-400.webp?v=2`],
    ['a once-encoded path', `/media/7/${stem}%2D400.webp`],
  ])('allows %s and names the caller’s photo', (_name, imagePath) => {
    expect(photoToRemove(caller, imagePath)).toEqual({ allowed: true, photo: { ownerId: 7, stem } });
  });

  it.each([
    ['another member’s photo', `/media/8/${stem}-400.webp`, 'foreign'],
    ['another member’s photo by URL', `http://localhost:3000/media/70/${stem}-400.webp`, 'foreign'],
    ['.. back into another folder', `/media/7/../8/${stem}-400.webp`, 'invalid'],
    ['.. in a URL (normalised away by URL parsing)', `http://x/media/7/../8/${stem}-400.webp`, 'foreign'],
    ['encoded ..', `/media/7/%2e%2e/8/${stem}-400.webp`, 'invalid'],
    ['encoded slash', `/media/7%2F..%2F8/${stem}-400.webp`, 'invalid'],
    ['double-encoded ..', `/media/7/%252e%252e/8/${stem}-400.webp`, 'invalid'],
    ['a broken escape', `/media/7/%E0%A4%A-400.webp`, 'invalid'],
    ['an absolute filesystem path', `/srv/data/media/7/${stem}-400.webp`, 'invalid'],
    ['a file URL', `file:///srv/data/media/7/${stem}-400.webp`, 'invalid'],
    ['a relative path', `media/7/${stem}-400.webp`, 'invalid'],
    ['a protocol-relative URL', `//evil.example/media/7/${stem}-400.webp`, 'invalid'],
    ['backslashes', `\\media\\7\\${stem}-400.webp`, 'invalid'],
    ['a NUL byte', `/media/7/${stem}-400.webp\0.png`, 'invalid'],
    ['the database file', '/media/7/../../data.sqlite', 'invalid'],
    ['/etc/passwd', '/etc/passwd', 'invalid'],
    ['a stem that is too short', '/media/7/abc-400.webp', 'invalid'],
    ['upper-case hex', `/media/7/${stem.toUpperCase()}-400.webp`, 'invalid'],
    ['an unknown width', `/media/7/${stem}-1200.webp`, 'invalid'],
    ['another extension', `/media/7/${stem}-400.jpg`, 'invalid'],
    ['a leading zero in the user id', `/media/07/${stem}-400.webp`, 'invalid'],
    ['the folder itself', '/media/7/', 'invalid'],
    ['an empty string', '', 'invalid'],
    ['a very long value', `/media/7/${'a'.repeat(2000)}-400.webp`, 'invalid'],
  ])('refuses %s', (_name, imagePath, reason) => {
    expect(photoToRemove(caller, imagePath)).toEqual({ allowed: false, reason });
  });
});

describe('parsePhotoUrl', () => {
  it('round-trips what photoUrl builds', () => {
    expect(parsePhotoUrl(photoUrl(123, stem, 800))).toEqual({ ownerId: 123, stem });
  });
  it('refuses user ids beyond the id range', () => {
    expect(parsePhotoUrl(`/media/9999999999/${stem}-400.webp`)).toBeNull();
  });
});

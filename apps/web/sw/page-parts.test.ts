import { describe, expect, it } from 'vitest';
import {
  isKeptPagePath,
  pageOfDataRequest,
  pagePhotos,
  photoParts,
  pickLanguage,
  recipeIdOf,
  withoutScripts,
} from './page-parts.ts';

const stem = 'ab12cd34ef56ab12cd34ef56';

describe('service worker page parts', () => {
  it('reads recipe ids from recipe pages only', () => {
    expect(recipeIdOf('/recipe/12')).toBe(12);
    expect(recipeIdOf('/recipe/12/pho-bo')).toBe(12);
    expect(recipeIdOf('/recipe/12/edit')).toBeNull();
    expect(recipeIdOf('/recipe/12/pho-bo/edit')).toBeNull();
    expect(recipeIdOf('/recipe/new')).toBeNull();
    expect(recipeIdOf('/recipes')).toBeNull();
  });

  it('keeps one width of each photo a page shows, preferring 800', () => {
    const html = `<img src="/media/3/${stem}-400.webp" srcset="/media/3/${stem}-400.webp 400w, /media/3/${stem}-800.webp 800w, /media/3/${stem}-1600.webp 1600w">
      <img src="/media/4/${stem}0-400.webp"><a href="/media/../etc">x</a>`;
    expect(pagePhotos(html)).toEqual([`/media/3/${stem}-800.webp`, `/media/4/${stem}0-400.webp`]);
    expect(pagePhotos(html, 1)).toEqual([`/media/3/${stem}-800.webp`]);
    expect(photoParts(`/media/3/${stem}-1600.webp`)).toEqual({ base: `/media/3/${stem}`, width: 1600 });
    expect(photoParts(`/media/3/${stem}-thumb.webp`)).toEqual({ base: `/media/3/${stem}`, width: 200 });
    expect(photoParts(`/media/3/${stem}-og.jpg`)).toBeNull();
    expect(photoParts('/media/3/other.png')).toBeNull();
  });

  it('finds the page behind a React Router data request', () => {
    expect(pageOfDataRequest(new URL('http://x/recipe/12/pho.data?_routes=root,routes/recipe'))).toBe('/recipe/12/pho');
    expect(pageOfDataRequest(new URL('http://x/_root.data?index&_routes=routes/home'))).toBe('/');
    expect(pageOfDataRequest(new URL('http://x/recipes.data?q=soup&page=2'))).toBe('/recipes?q=soup&page=2');
    expect(pageOfDataRequest(new URL('http://x/recipes'))).toBeNull();
  });

  it('never keeps pages with one-time tokens', () => {
    expect(isKeptPagePath('/auth/callback')).toBe(false);
    expect(isKeptPagePath('/mail/unsubscribe')).toBe(false);
    expect(isKeptPagePath('/recipe/1/soup')).toBe(true);
  });

  it('picks the language from the cookie, then the browser, else the first', () => {
    const languages = ['en', 'de', 'vi'] as const;
    expect(pickLanguage(languages, ['vi', 'de-DE'])).toBe('vi');
    expect(pickLanguage(languages, [null, 'fr-FR', 'de-AT'])).toBe('de');
    expect(pickLanguage(languages, [undefined, 'fr'])).toBe('en');
  });

  it('drops scripts and module preloads, keeps the rest', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" href="/assets/a.css"></head>' +
      '<body><h1>Offline</h1><script>window.x=1</script><script type="module" src="/assets/b.js"></script></body>';
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/a.css"></head><body><h1>Offline</h1></body>',
    );
  });
});

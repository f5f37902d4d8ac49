import { describe, expect, it } from 'vitest';
import { I18n, type Texts } from './translator.ts';

const en = {
  greeting: 'Hello, {{name}}!',
  nested: { deeper: { text: 'Deep' } },
  recipes_one: '{{count}} recipe',
  recipes_other: '{{count}} recipes',
  likes_zero: 'No likes yet',
  likes_other: '{{count}} likes',
  only: 'Only in English',
  sections: [{ heading: 'About {{site}}', items: ['One', 'Two {{site}}'] }],
};
const de = { greeting: 'Hallo, {{name}}!', recipes_one: '{{count}} Rezept', recipes_other: '{{count}} Rezepte' };
const vi = { recipes_other: '{{count}} công thức' };

function serverInstance(language = 'en') {
  return new I18n({
    language,
    resources: { en: { common: en }, de: { common: de }, vi: { common: vi } },
    fallbackLanguage: 'en',
  });
}

describe('I18n translate', () => {
  it('fills placeholders and reads nested keys', () => {
    const t = serverInstance().getFixedT('en', 'common');
    expect(t('greeting', { name: 'Linh' })).toBe('Hello, Linh!');
    expect(t('nested.deeper.text')).toBe('Deep');
  });

  it('leaves a placeholder without a value empty and never reads values as placeholders', () => {
    const t = serverInstance().getFixedT('en', 'common');
    expect(t('greeting')).toBe('Hello, !');
    expect(t('greeting', { name: '{{count}}', count: 3 })).toBe('Hello, {{count}}!');
  });

  it('picks plural forms by each language rules', () => {
    const i18n = serverInstance();
    expect(i18n.getFixedT('en', 'common')('recipes', { count: 1 })).toBe('1 recipe');
    expect(i18n.getFixedT('en', 'common')('recipes', { count: 2 })).toBe('2 recipes');
    expect(i18n.getFixedT('de', 'common')('recipes', { count: 1 })).toBe('1 Rezept');
    expect(i18n.getFixedT('de', 'common')('recipes', { count: 0 })).toBe('0 Rezepte');
    // Vietnamese has one form for every number.
    expect(i18n.getFixedT('vi', 'common')('recipes', { count: 1 })).toBe('1 công thức');
  });

  it('uses a zero form for 0 where one exists', () => {
    const t = serverInstance().getFixedT('en', 'common');
    expect(t('likes', { count: 0 })).toBe('No likes yet');
    expect(t('likes', { count: 5 })).toBe('5 likes');
  });

  it('fills a gap with English, then with the default value, then with the key', () => {
    const i18n = serverInstance();
    expect(i18n.getFixedT('de', 'common')('only')).toBe('Only in English');
    expect(i18n.getFixedT('de', 'common')('missing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(i18n.getFixedT('de', 'common')('missing.key')).toBe('missing.key');
    expect(i18n.getFixedT('en', 'unknown-namespace')('greeting')).toBe('greeting');
  });

  it('gives a subtree with every string filled only when asked for objects', () => {
    const t = serverInstance().getFixedT('en', 'common');
    expect(t('sections', { returnObjects: true, site: 'RecipeShare' })).toEqual([
      { heading: 'About RecipeShare', items: ['One', 'Two RecipeShare'] },
    ]);
    expect(t('nested')).toBe('nested');
  });
});

describe('I18n loading', () => {
  function browserInstance() {
    const fetched: string[] = [];
    const i18n = new I18n({
      language: 'en',
      resources: { en: { common: en } },
      load: async (language, namespace) => {
        fetched.push(`${language}/${namespace}`);
        if (namespace === 'broken') throw new Error('offline');
        return { title: `${namespace} in ${language}` } satisfies Texts;
      },
    });
    return { i18n, fetched };
  }

  it('fetches a namespace once, however many components ask at the same time', async () => {
    const { i18n, fetched } = browserInstance();
    expect(i18n.isReady('en', 'recipes')).toBe(false);
    const first = i18n.loadNamespace('en', 'recipes');
    expect(i18n.loadNamespace('en', 'recipes')).toBe(first);
    await first;
    expect(i18n.isReady('en', 'recipes')).toBe(true);
    expect(i18n.getFixedT('en', 'recipes')('title')).toBe('recipes in en');
    expect(fetched).toEqual(['en/recipes']);
  });

  it('tries again after a failed fetch', async () => {
    const { i18n, fetched } = browserInstance();
    await expect(i18n.loadNamespace('en', 'broken')).rejects.toThrow('offline');
    await expect(i18n.loadNamespace('en', 'broken')).rejects.toThrow('offline');
    expect(fetched).toEqual(['en/broken', 'en/broken']);
  });

  it('switches language only once the namespaces in use are there, then tells subscribers', async () => {
    const { i18n, fetched } = browserInstance();
    i18n.markUsed('common');
    i18n.markUsed('recipes');
    const seen: string[] = [];
    const unsubscribe = i18n.subscribe(() => seen.push(i18n.language));
    const switching = i18n.changeLanguage('vi');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('vi');
    expect(fetched.sort()).toEqual(['vi/common', 'vi/recipes']);
    expect(i18n.getFixedT('vi', 'recipes')('title')).toBe('recipes in vi');
    expect(seen).toEqual(['vi']);
    unsubscribe();
    await i18n.changeLanguage('en');
    expect(seen).toEqual(['vi']);
  });
});

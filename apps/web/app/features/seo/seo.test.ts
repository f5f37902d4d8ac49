import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageTitle, seoMeta, siteName, truncateDescription } from './seo.ts';

const base = {
  path: '/recipes?category=soups&lang=de',
  language: 'de',
  publicUrl: 'https://recipes.example/',
} as const;

function content(tags: MetaDescriptor[], key: 'name' | 'property', value: string): string | undefined {
  const tag = tags.find((t) => (t as Record<string, unknown>)[key] === value) as { content?: string } | undefined;
  return tag?.content;
}

function links(tags: MetaDescriptor[]) {
  return tags.filter((t) => 'tagName' in t && t.tagName === 'link') as {
    rel: string;
    href: string;
    hrefLang?: string;
  }[];
}

describe('seoMeta', () => {
  const tags = seoMeta({ ...base, title: 'Soups | RecipeShare', description: 'Warm bowls.' });

  it('sets title and description', () => {
    expect(tags).toContainEqual({ title: 'Soups | RecipeShare' });
    expect(content(tags, 'name', 'description')).toBe('Warm bowls.');
  });

  it('has an absolute canonical URL without ?lang', () => {
    expect(links(tags).find((l) => l.rel === 'canonical')?.href).toBe('https://recipes.example/recipes?category=soups');
  });

  it('has Open Graph tags with the default 1200x630 share image', () => {
    expect(content(tags, 'property', 'og:title')).toBe('Soups | RecipeShare');
    expect(content(tags, 'property', 'og:description')).toBe('Warm bowls.');
    expect(content(tags, 'property', 'og:type')).toBe('website');
    expect(content(tags, 'property', 'og:url')).toBe('https://recipes.example/recipes?category=soups');
    expect(content(tags, 'property', 'og:image')).toBe('https://recipes.example/og-default.png');
    expect(content(tags, 'property', 'og:image:width')).toBe('1200');
    expect(content(tags, 'property', 'og:image:height')).toBe('630');
    expect(content(tags, 'property', 'og:locale')).toBe('de_DE');
    expect(content(tags, 'property', 'og:site_name')).toBe(siteName);
  });

  it('has a large-image Twitter card', () => {
    expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'name', 'twitter:image')).toBe('https://recipes.example/og-default.png');
  });

  it('links the page in every language plus x-default', () => {
    const alternates = links(tags).filter((l) => l.rel === 'alternate');
    expect(alternates).toEqual([
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'en',
        href: 'https://recipes.example/recipes?category=soups&lang=en',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'de',
        href: 'https://recipes.example/recipes?category=soups&lang=de',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'vi',
        href: 'https://recipes.example/recipes?category=soups&lang=vi',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://recipes.example/recipes?category=soups',
      },
    ]);
  });

  it('shares a member photo as its 1200×630 JPEG crop, other images as given without a size', () => {
    const article = seoMeta({
      ...base,
      title: 'Phở',
      description: 'Soup',
      image: '/media/1/a-1600.webp',
      type: 'article',
    });
    expect(content(article, 'property', 'og:image')).toBe('https://recipes.example/media/1/a-og.jpg');
    expect(content(article, 'property', 'og:type')).toBe('article');
    expect(content(article, 'property', 'og:image:width')).toBe('1200');
    expect(content(article, 'property', 'og:image:height')).toBe('630');
    expect(content(article, 'property', 'og:image:type')).toBe('image/jpeg');
    expect(content(article, 'name', 'twitter:image')).toBe('https://recipes.example/media/1/a-og.jpg');
    const external = seoMeta({ ...base, title: 'x', description: 'y', image: 'https://cdn.example/p.jpg' });
    expect(content(external, 'property', 'og:image')).toBe('https://cdn.example/p.jpg');
    expect(content(external, 'property', 'og:image:width')).toBeUndefined();
  });

  it('cuts long descriptions to 150 characters plus an ellipsis', () => {
    const long = 'a'.repeat(149) + ' ' + 'b'.repeat(100);
    const description = content(seoMeta({ ...base, title: 't', description: long }), 'name', 'description')!;
    expect(description).toBe(`${'a'.repeat(149)}…`);
    const exact = 'c'.repeat(150);
    expect(content(seoMeta({ ...base, title: 't', description: exact }), 'name', 'description')).toBe(exact);
  });

  it("falls back to the caller's description when the description is blank", () => {
    const tags = seoMeta({ ...base, title: 't', description: '  ', fallbackDescription: 'A soup from Vietnam.' });
    expect(content(tags, 'name', 'description')).toBe('A soup from Vietnam.');
  });

  it('marks pages to keep out of search results', () => {
    expect(content(seoMeta({ ...base, title: 't', description: 'd', noindex: true }), 'name', 'robots')).toBe(
      'noindex, follow',
    );
    expect(content(tags, 'name', 'robots')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('pageTitle appends the site name', () => {
    expect(pageTitle('Categories')).toBe('Categories | RecipeShare');
  });

  it('truncateDescription collapses whitespace', () => {
    expect(truncateDescription('  a\n\n b  ')).toBe('a b');
    expect(truncateDescription('abcdef', 3)).toBe('abc…');
  });

  it('canonicalUrl drops ?lang and the fragment, keeps other parameters', () => {
    expect(canonicalUrl('https://x.example', '/?lang=vi')).toBe('https://x.example/');
    expect(canonicalUrl('https://x.example', '/recipes/ph%E1%BB%9F?page=2&lang=de#top')).toBe(
      'https://x.example/recipes/ph%E1%BB%9F?page=2',
    );
  });
});

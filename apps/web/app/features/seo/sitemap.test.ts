import { describe, expect, it } from 'vitest';
import { robotsText } from './robots.ts';
import { escapeXml, sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  const xml = sitemapXml(
    'https://recipes.example',
    [{ id: 12, slug: 'phở-bò', updatedAt: '2025-01-02T03:04:05.000Z' }],
    [{ key: 'soups', name: 'Soups', icon: '🍲' }],
  );

  it('is a sitemap with the xhtml namespace for alternates', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists the home page, lists, categories and static pages', () => {
    for (const path of [
      '/',
      '/recipes',
      '/categories',
      '/about',
      '/faq',
      '/contact',
      '/api/docs',
      '/privacy-policy',
      '/terms',
      '/cookies',
    ]) {
      expect(xml).toContain(`<loc>https://recipes.example${path}</loc>`);
    }
    expect(xml).not.toContain('/profile');
  });

  it('lists category lists and recipes with escaped, encoded URLs and lastmod', () => {
    expect(xml).toContain('<loc>https://recipes.example/recipes?category=soups</loc>');
    expect(xml).toContain('href="https://recipes.example/recipes?category=soups&amp;lang=de"');
    expect(xml).toContain('<loc>https://recipes.example/recipe/12/ph%E1%BB%9F-b%C3%B2</loc>');
    expect(xml).toContain('<lastmod>2025-01-02T03:04:05.000Z</lastmod>');
  });

  it('gives every URL its en, de, vi and x-default alternates', () => {
    const entries = xml.split('<url>').slice(1);
    for (const entry of entries) {
      expect(entry.match(/<xhtml:link /g)).toHaveLength(4);
      expect(entry).toContain('hreflang="x-default"');
    }
  });

  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});

describe('robotsText', () => {
  it('allows everything but personal pages and forms, and names the sitemap', () => {
    expect(robotsText('https://recipes.example/')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /profile',
        'Disallow: /my-recipes',
        'Disallow: /recipe/new',
        'Disallow: /submit-recipe',
        'Disallow: /*/edit',
        '',
        'Sitemap: https://recipes.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

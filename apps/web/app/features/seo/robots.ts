/** Paths of personal pages and forms that search engines have no use for. */
export const disallowedPaths = ['/profile', '/my-recipes', '/recipe/new', '/submit-recipe', '/*/edit'] as const;

/** robots.txt: everything may be crawled except personal pages and forms; points at the sitemap. */
export function robotsText(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

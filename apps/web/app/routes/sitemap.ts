import type { Route } from './+types/sitemap.ts';
import { sitemapXml } from '../features/seo/sitemap.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const recipes = await context.site.sitemapEntries();
  return new Response(sitemapXml(context.publicUrl, recipes, context.site.categories('en')), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

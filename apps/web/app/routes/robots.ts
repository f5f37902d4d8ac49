import type { Route } from './+types/robots.ts';
import { robotsText } from '../features/seo/robots.ts';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsText(context.publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

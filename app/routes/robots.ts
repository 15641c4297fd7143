// /robots.txt: crawlers stay out of the admin area, the unguarded /abc copy of it, the cart and the
// API (product pictures excepted, so image search and link previews can fetch them), and are given
// the sitemap index, whose files under /sitemaps/ stay open to them.
import { servicesContext } from '../context.ts';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /admin-login',
    'Disallow: /abc',
    'Disallow: /cart',
    'Disallow: /buy',
    'Disallow: /api/',
    'Allow: /api/admin/uploads',
    '',
    `Sitemap: ${config.baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}

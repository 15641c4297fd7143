// /sitemap.xml: every public page, every active category (its product list and its picture
// gallery) and every product. Admin, cart and /home (a duplicate of /) are left out.
import { servicesContext } from '../context.ts';
import type { Route } from './+types/sitemap';

const STATIC_PATHS = [
  '/',
  '/product',
  '/printed',
  '/promotionalsky',
  '/airinflatable',
  '/inflatabletent',
  '/kids',
  '/eventsetup',
  '/categories',
  '/about',
  '/contact',
  '/ourwork',
  '/contactForm',
  '/franchise',
  '/privacy',
  '/tandc',
];

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, config } = context.get(servicesContext);
  const [categories, products] = await Promise.all([catalog.listCategories(true), catalog.listProducts()]);
  const urls = [
    ...STATIC_PATHS,
    ...categories.map((c) => `/products?category=${encodeURIComponent(c.slug)}`),
    ...categories.map((c) => `/category/${encodeURIComponent(c.slug)}`),
    ...products.map((p) => `/product-detail?id=${p.id}&category=${encodeURIComponent(p.category)}`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${xmlEscape(config.baseUrl + u)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}

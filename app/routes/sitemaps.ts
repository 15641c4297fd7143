// /sitemaps/pages.xml: every public page and every active category (its product list and its
// picture gallery); admin, cart and /home (a duplicate of /) are left out.
// /sitemaps/products-N.xml: the active products with ids in ((N-1)·10,000, N·10,000], with the day
// each last changed. Any other file, or a block without products, is a 404.
import { servicesContext } from '../context.ts';
import { lastmodDay, urlSet } from '../features/shell/sitemap-xml.ts';
import type { Route } from './+types/sitemaps';

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

// Five digits keep the first id of a file within a 32-bit integer column.
const PRODUCTS_FILE = /^products-([1-9]\d{0,4})\.xml$/;

const notFound = () => new Response('No such sitemap', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalog, config } = context.get(servicesContext);
  if (params.file === 'pages.xml') {
    const categories = await catalog.listCategories(true);
    const paths = [
      ...STATIC_PATHS,
      ...categories.map((c) => `/products?category=${encodeURIComponent(c.slug)}`),
      ...categories.map((c) => `/category/${encodeURIComponent(c.slug)}`),
    ];
    return urlSet(paths.map((p) => ({ loc: config.baseUrl + p })));
  }
  const file = PRODUCTS_FILE.exec(params.file);
  if (!file) return notFound();
  const products = await catalog.sitemapProducts(Number(file[1]));
  if (products.length === 0) return notFound();
  return urlSet(
    products.map((p) => ({
      loc: `${config.baseUrl}/product-detail?id=${p.id}&category=${encodeURIComponent(p.category)}`,
      lastmod: lastmodDay(p.updatedAt),
    })),
  );
}

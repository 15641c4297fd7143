// /sitemaps/pages.xml: every public page and every active category (its product list and its
// picture gallery); admin, cart and /home (a duplicate of /) are left out.
// /sitemaps/products-N.xml: the active products with ids in ((N-1)·10,000, N·10,000], with the day
// each last changed. Any other file, or a block without products, is a 404. Every page is listed in
// English and in Hindi (/hi...), each entry naming both as alternates.
import { servicesContext } from '../context.ts';
import { bilingualUrls, lastmodDay, urlSet } from '../features/shell/sitemap-xml.ts';
import { INDEXED_PAGE_PATHS, categoryHref, galleryHref, productHref } from '../../shared/urls.ts';
import type { Route } from './+types/sitemaps';

// Five digits keep the first id of a file within a 32-bit integer column.
const PRODUCTS_FILE = /^products-([1-9]\d{0,4})\.xml$/;

const notFound = () => new Response('No such sitemap', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalog, config } = context.get(servicesContext);
  if (params.file === 'pages.xml') {
    const categories = await catalog.listCategories(true);
    const paths = [...INDEXED_PAGE_PATHS, ...categories.map((c) => categoryHref(c.slug)), ...categories.map((c) => galleryHref(c.slug))];
    return urlSet(paths.flatMap((p) => bilingualUrls(config.baseUrl, p)));
  }
  const file = PRODUCTS_FILE.exec(params.file);
  if (!file) return notFound();
  const products = await catalog.sitemapProducts(Number(file[1]));
  if (products.length === 0) return notFound();
  return urlSet(products.flatMap((p) => bilingualUrls(config.baseUrl, productHref(p), lastmodDay(p.updatedAt))));
}

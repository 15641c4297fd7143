// /sitemap.xml: a sitemap index naming /sitemaps/pages.xml (the public pages and every active
// category) and one /sitemaps/products-N.xml per block of 10,000 product ids that holds any active
// product (routes/sitemaps.ts), so no file grows past the protocol's limits however large the
// catalogue. Absolute URLs use config.baseUrl, never the request's Host.
import { servicesContext } from '../context.ts';
import { sitemapIndex } from '../features/shell/sitemap-xml.ts';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, config } = context.get(servicesContext);
  const files = await catalog.sitemapFiles();
  return sitemapIndex([`${config.baseUrl}/sitemaps/pages.xml`, ...files.map((n) => `${config.baseUrl}/sitemaps/products-${n}.xml`)]);
}

// /search?q=: the products a search finds (server/modules/search), title matches first unless sorted
// (&sort=newest|price-asc|price-desc), narrowed by price and stock (&min=&max=&stock=1), 48 to a page
// (&page=) like the category pages; "Showing results for …" when words that found nothing were left
// out, "Did you mean …?" when typos were forgiven; 'No products found for "{q}".' with WhatsApp, a call,
// popular products and the categories when nothing matches; a broad search says "1,000+ products" and pages through its first 1,000. Rendered on
// the server, so the header's search form works without JavaScript.
// Never kept in the server's page cache or a shared cache: the searches people type are endless, and
// the owner's synonyms change what they find.
import { data } from 'react-router';
import { servicesContext } from '../context.ts';
import { pageFrom } from '../features/catalogue/catalogue-paging.ts';
import { deferServer, isPending } from '../features/catalogue/deferred.tsx';
import { type SearchResults, SearchPage, queryFrom, searchTitle } from '../features/catalogue/search-results.tsx';
import { toCard } from '../features/catalogue/product-card.tsx';
import { errorMeta, metaT, unlistedMeta } from '../features/shell/seo.ts';
import { CATALOGUE_PAGE_SIZE } from '../../shared/constants.ts';
import { SEARCH_SORTS, isFiltered, listingOptionsFrom } from '../../shared/listing.ts';
import { requestLocale } from '../../shared/locale.ts';
import type { Product } from '../../shared/product.ts';
import { PAGE_QUERY, pageQuery } from '../../shared/urls.ts';
import type { Route } from './+types/search';

const SEARCH_CACHE_CONTROL = 'private, no-cache';
/** Products offered when a search finds nothing: two rows of cards on a desktop, a short scroll on a phone. */
const POPULAR_PRODUCTS = 8;

export const middleware: Route.MiddlewareFunction[] = [
  async (_args, next) => {
    const res = await next();
    res.headers.set('Cache-Control', SEARCH_CACHE_CONTROL);
    return res;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = pageQuery(request, PAGE_QUERY.search);
  const q = queryFrom(query);
  const options = listingOptionsFrom(query, SEARCH_SORTS);
  const none: SearchResults = {
    q,
    options,
    products: [],
    total: 0,
    moreThan: false,
    page: 1,
    pageCount: 1,
    missingPage: null,
    showing: null,
    didYouMean: null,
    popular: [],
  };
  if (q === '') return data(none);
  const services = context.get(servicesContext);
  const page = pageFrom(query);
  if (page === undefined) return data({ ...none, missingPage: query.get('page') ?? '' }, { status: 404 });
  const {
    total,
    items,
    moreThan = false,
    showing = null,
    didYouMean = null,
  } = await services.search.search(q, CATALOGUE_PAGE_SIZE, (page - 1) * CATALOGUE_PAGE_SIZE, { sort: options.sort, filters: options });
  const pageCount = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
  if (page > pageCount) return data({ ...none, total, moreThan, pageCount, missingPage: String(page) }, { status: 404 });
  // The cards need only their fields, in the page's language: the page carries its data, and phones pay for every byte.
  const locale = requestLocale(request);
  const card = (p: Product) => toCard(p, locale);
  // Nothing found at all: the products the shop leads with (its home page's first), to go on from.
  const popular = total === 0 && !isFiltered(options) ? (await services.catalog.listProducts({ limit: POPULAR_PRODUCTS })).map(card) : [];
  return data({ ...none, products: items.map(card), total, moreThan, page, pageCount, showing, didYouMean, popular });
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServer(serverLoader);
}

export function meta({ loaderData, location, matches, error }: Route.MetaArgs) {
  if (error) return errorMeta(error, matches);
  const t = metaT(matches);
  const q = queryFrom(pageQuery(new URLSearchParams(location.search), PAGE_QUERY.search));
  const title =
    !loaderData || isPending(loaderData) ? searchTitle(q, t) : loaderData.missingPage !== null ? 'Page not found | Gubbara' : searchTitle(q, t, loaderData);
  // Result pages are for visitors, not for search engines' indexes.
  return unlistedMeta(matches, title, 'Search the Gubbara catalogue of balloons, decorations and inflatables.');
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage loaderData={loaderData} />;
}

// /search?q=: the products a search finds (server/modules/search), title matches first unless sorted
// (&sort=newest|price-asc|price-desc), narrowed by price and stock (&min=&max=&stock=1), 48 to a page
// (&page=) like the category pages; 'No products found for "{q}".' with the categories to browse when
// nothing matches. Rendered on the server, so the header's search form works without JavaScript.
// Never kept in the server's page cache or a shared cache: the searches people type are endless, and
// the owner's synonyms change what they find.
import { Link, data, useRouteLoaderData, useSearchParams } from 'react-router';
import { servicesContext } from '../context.ts';
import { type CardProduct, ProductCard } from '../features/catalogue/product-card.tsx';
import { Deferred, deferServer, isPending, useDocumentTitle } from '../features/catalogue/deferred.tsx';
import { MissingPage, PageStatus, Pager } from '../features/catalogue/pager.tsx';
import { ListingControls, NothingWithinFilters } from '../features/catalogue/listing-controls.tsx';
import { errorMeta } from '../features/shell/seo.ts';
import { pageFromUrl, pageSuffix } from '../features/catalogue/catalogue-paging.ts';
import { CATALOGUE_PAGE_SIZE } from '../../shared/constants.ts';
import { SEARCH_MAX_LENGTH } from '../../shared/search.ts';
import { categoryHref, searchHref } from '../../shared/urls.ts';
import { type ListingOptions, SEARCH_SORTS, isFiltered, listingOptionsFrom, withListingParams } from '../../shared/listing.ts';
import type { Category } from '../../shared/catalog.ts';
import type { Route } from './+types/search';

const SEARCH_CACHE_CONTROL = 'private, no-cache';

export const middleware: Route.MiddlewareFunction[] = [
  async (_args, next) => {
    const res = await next();
    res.headers.set('Cache-Control', SEARCH_CACHE_CONTROL);
    return res;
  },
];

/** The search as the address gives it: trimmed, at most 100 characters. */
function queryFrom(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = queryFrom(url.searchParams);
  const options = listingOptionsFrom(url.searchParams, SEARCH_SORTS);
  const none = { q, options, products: [] as CardProduct[], total: 0, page: 1, pageCount: 1, missingPage: null as string | null };
  if (q === '') return data(none);
  const page = pageFromUrl(url);
  if (page === undefined) return data({ ...none, missingPage: url.searchParams.get('page') ?? '' }, { status: 404 });
  const { total, items } = await context
    .get(servicesContext)
    .search.search(q, CATALOGUE_PAGE_SIZE, (page - 1) * CATALOGUE_PAGE_SIZE, { sort: options.sort, filters: options });
  const pageCount = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
  if (page > pageCount) return data({ ...none, total, pageCount, missingPage: String(page) }, { status: 404 });
  // The cards need only these fields: the page carries its data, and phones pay for every byte.
  const products = items.map(({ id, title, description, category, price, image }) => ({ id, title, description, category, price, image }));
  return data({ ...none, products, total, page, pageCount });
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServer(serverLoader);
}

type Loaded = Awaited<ReturnType<typeof loader>>['data'];

/** The results' address with their sort and filters, for the pager. */
const resultsPath = (q: string, options: ListingOptions) => withListingParams(searchHref(q), options, SEARCH_SORTS[0]);

function pageTitle(q: string, page?: Pick<Loaded, 'page' | 'pageCount'>): string {
  return q ? `Search results for "${q}"${pageSuffix(page ?? {})} | Gubbara` : 'Search | Gubbara';
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  const q = queryFrom(new URLSearchParams(location.search));
  const title = !loaderData || isPending(loaderData) ? pageTitle(q) : loaderData.missingPage !== null ? 'Page not found | Gubbara' : pageTitle(q, loaderData);
  // Result pages are for visitors, not for search engines' indexes.
  return [
    { title },
    { name: 'description', content: 'Search the Gubbara catalogue of balloons, decorations and inflatables.' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const wasPending = isPending(loaderData);
  // From the address, so the heading is right at once while a client load is still on its way.
  const [params] = useSearchParams();
  const q = queryFrom(params);
  const options = listingOptionsFrom(params, SEARCH_SORTS);
  // Shown while results load (it keeps the focus), not when there is nothing to sort or narrow.
  const nothing = !wasPending && loaderData.total === 0 && loaderData.missingPage === null && !isFiltered(loaderData.options);
  return (
    <section className="catalogue" aria-labelledby="search-heading">
      <h1 id="search-heading" className="catalogue-title">
        {q ? `Search results for "${q}"` : 'Search'}
      </h1>
      {q !== '' && !nothing && <ListingControls basePath={searchHref(q)} sorts={SEARCH_SORTS} options={options} />}
      <Deferred data={loaderData}>{(d) => <Results d={d} wasPending={wasPending} />}</Deferred>
    </section>
  );
}

function Results({ d, wasPending }: { d: Loaded; wasPending: boolean }) {
  useDocumentTitle(d.missingPage !== null ? 'Page not found | Gubbara' : pageTitle(d.q, d), wasPending);
  if (d.q === '')
    return (
      <div className="page-empty">
        <p>Type what you are looking for in the search box at the top: a product, a colour or an occasion, in English or Hinglish.</p>
        <CategoryLinks />
      </div>
    );
  if (d.missingPage !== null) return <MissingPage basePath={resultsPath(d.q, d.options)} name={`the results for "${d.q}"`} asked={d.missingPage} />;
  if (d.total === 0 && isFiltered(d.options)) return <NothingWithinFilters basePath={searchHref(d.q)} noun="products" />;
  if (d.total === 0)
    return (
      <div className="page-empty">
        <p className="page-status" role="status">
          No products found for &quot;{d.q}&quot;.
        </p>
        <p>Check the spelling, try fewer words, or browse the categories:</p>
        <CategoryLinks />
      </div>
    );
  return (
    <>
      <PageStatus page={d.page} pageCount={d.pageCount} total={d.total} noun={['product', 'products']} />
      <div className="product-grid">
        {d.products.map((p, i) => (
          <ProductCard key={p.id} product={p} priority={i < 2} />
        ))}
      </div>
      <Pager basePath={resultsPath(d.q, d.options)} page={d.page} pageCount={d.pageCount} />
    </>
  );
}

/** The active categories, as the menu lists them (from the root loader: no extra query). */
function CategoryLinks() {
  const root = useRouteLoaderData('root') as { categories: Category[] } | undefined;
  if (!root?.categories.length) return null;
  return (
    <nav aria-label="Categories">
      <ul className="search-categories">
        {root.categories.map((c) => (
          <li key={c.id}>
            <Link to={categoryHref(c.slug)}>{c.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// /products?category={slug}: the category's product grid, titled with the category as given
// (underscores shown as spaces) plus "Products", 48 to a page (&page=), sorted and filtered by the
// form above it (&sort=&min=&max=&stock=).
import { Link, data, redirect, useSearchParams } from 'react-router';
import { servicesContext } from '../context.ts';
import { ProductCard } from '../features/catalogue/product-card.tsx';
import { Deferred, deferServer, isPending, useDocumentTitle } from '../features/catalogue/deferred.tsx';
import { errorMeta, originFrom } from '../features/shell/seo.ts';
import { listingMeta, listingStatus, loadCategoryListing, pageSuffix, sortedListingPath } from '../features/catalogue/catalogue-paging.ts';
import { MissingPage, PageStatus, Pager } from '../features/catalogue/pager.tsx';
import { ListingControls, NothingWithinFilters } from '../features/catalogue/listing-controls.tsx';
import { DELIVERY_DAYS } from '../../shared/constants.ts';
import { CATEGORY_SORTS, isFiltered, listingOptionsFrom } from '../../shared/listing.ts';
import { categoryHref as listingPath, galleryHref } from '../../shared/urls.ts';
import type { Route } from './+types/products';

const MAX_CATEGORY_LENGTH = 100;

export function categoryTitle(category: string): string {
  return `${category.replace(/_/g, ' ')} Products`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = (url.searchParams.get('category') ?? '').trim().slice(0, MAX_CATEGORY_LENGTH);
  if (category === '') throw redirect('/categories');
  const listing = await loadCategoryListing(context.get(servicesContext).catalog, category, url);
  // An unknown category or a page that does not exist is a missing page; a known category without products is only empty.
  return data(listing, { status: listingStatus(listing) });
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServer(serverLoader);
}

type Loaded = Awaited<ReturnType<typeof loader>>['data'];

function pageTitle(d: Pick<Loaded, 'category' | 'name'> & Partial<Pick<Loaded, 'page' | 'pageCount'>>): string {
  return `${d.name ?? d.category.replace(/_/g, ' ')} Products${pageSuffix(d)} | Gubbara`;
}

export function meta({ loaderData, matches, location, error }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  const origin = originFrom(matches);
  if (!loaderData || isPending(loaderData)) {
    const category = new URLSearchParams(location.search).get('category') ?? '';
    return [{ title: pageTitle({ category, name: null }) }];
  }
  const d = loaderData;
  if (!d.slug)
    return [{ title: pageTitle(d) }, { name: 'description', content: `No products found for "${d.category}".` }, { name: 'robots', content: 'noindex' }];
  if (d.missingPage !== null) return [{ title: 'Page not found | Gubbara' }, { name: 'robots', content: 'noindex' }];
  const first = d.products.find((p) => p.image);
  return listingMeta({
    title: pageTitle(d),
    description: `${d.name}: ${d.total} products with prices in ₹, delivered PAN India in ${DELIVERY_DAYS.min} to ${DELIVERY_DAYS.max} days with delivery charges included.${d.page > 1 ? ` Page ${d.page} of ${d.pageCount}.` : ''}`,
    basePath: listingPath(d.slug),
    origin,
    listing: d,
    preview: first && { image: first.image, alt: first.title },
  });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const category = (params.get('category') ?? '').trim().slice(0, MAX_CATEGORY_LENGTH);
  const wasPending = isPending(loaderData);
  // From the address, not the data, so the form stays put (and keeps the focus) while the next page loads.
  const unknown = !wasPending && loaderData.slug === null;
  return (
    <section className="catalogue" aria-labelledby="catalogue-heading">
      <h1 id="catalogue-heading" className="catalogue-title">
        {categoryTitle(category)}
      </h1>
      {!unknown && <ListingControls basePath={listingPath(category)} sorts={CATEGORY_SORTS} options={listingOptionsFrom(params, CATEGORY_SORTS)} />}
      <Deferred data={loaderData}>{(d) => <ProductGrid d={d} wasPending={wasPending} />}</Deferred>
    </section>
  );
}

function ProductGrid({ d, wasPending }: { d: Loaded; wasPending: boolean }) {
  useDocumentTitle(pageTitle(d), wasPending);
  if (d.slug && d.name && d.missingPage !== null)
    return <MissingPage basePath={sortedListingPath(listingPath(d.slug), d.options)} name={`${d.name} products`} asked={d.missingPage} />;
  if (d.slug && d.products.length === 0 && isFiltered(d.options)) return <NothingWithinFilters basePath={listingPath(d.slug)} noun="products" />;
  if (d.products.length === 0) {
    return (
      <div className="page-empty">
        <p className="page-status" role="status">
          No products found for &quot;{d.category}&quot;.
        </p>
        <p>
          <Link to="/categories">Browse all categories</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <PageStatus page={d.page} pageCount={d.pageCount} total={d.total} noun={['product', 'products']} />
      {d.slug && (
        <p className="catalogue-meta">
          <Link to={galleryHref(d.slug)}>See the {d.name} picture gallery</Link>
        </p>
      )}
      <div className="product-grid">
        {d.products.map((p, i) => (
          <ProductCard key={p.id} product={p} priority={i < 2} />
        ))}
      </div>
      {d.slug && <Pager basePath={sortedListingPath(listingPath(d.slug), d.options)} page={d.page} pageCount={d.pageCount} />}
    </>
  );
}

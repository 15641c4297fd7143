// /category/:category: the category's product pictures by name, each with "Enquiry Now",
// 48 to a page (?page=), sorted and filtered like /products (?sort=&min=&max=&stock=); "Loading..."
// during client loads and "Error: {message}" when a load fails.
//
// Decision: the spec's "category-by-URL product response" (id, name, base64 image) is not copied
// as an API. The loader calls the catalogue service directly and the pictures load by URL with
// responsive AVIF/WebP variants, which is far lighter than base64 in JSON on a phone.
import { data, useSearchParams } from 'react-router';
import { servicesContext } from '../context.ts';
import { EnquiryNowLink } from '../features/leads/enquiry-link.tsx';
import { ErrorMessage, Deferred, deferServer, errorMessage, isPending, useDocumentTitle } from '../features/catalogue/deferred.tsx';
import { ProductImage } from '../features/catalogue/product-image.tsx';
import { errorMeta, originFrom } from '../features/shell/seo.ts';
import { listingMeta, listingStatus, loadCategoryListing, pageSuffix, sortedListingPath } from '../features/catalogue/catalogue-paging.ts';
import { MissingPage, PageStatus, Pager } from '../features/catalogue/pager.tsx';
import { ListingControls, NothingWithinFilters } from '../features/catalogue/listing-controls.tsx';
import { CATEGORY_SORTS, isFiltered, listingOptionsFrom } from '../../shared/listing.ts';
import { galleryHref as galleryPath } from '../../shared/urls.ts';
import type { Route } from './+types/category';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const category = params.category.trim().slice(0, 100);
  const listing = await loadCategoryListing(context.get(servicesContext).catalog, category, new URL(request.url));
  const { products, ...rest } = listing;
  // The gallery needs only each picture and its name.
  return data({ ...rest, items: products.map((p) => ({ id: p.id, name: p.title, image: p.image })) }, { status: listingStatus(listing) });
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServer(serverLoader);
}

type Loaded = Awaited<ReturnType<typeof loader>>['data'];

const titleOf = (name: string, page: { page?: number; pageCount?: number } = {}) => `${name} Gallery${pageSuffix(page)} | Gubbara`;

export function meta({ loaderData, matches, params, error }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  if (!loaderData || isPending(loaderData)) return [{ title: titleOf(params.category.replace(/_/g, ' ')) }];
  const d = loaderData;
  if (!d.slug) return [{ title: titleOf(d.category) }, { name: 'robots', content: 'noindex' }];
  if (d.missingPage !== null) return [{ title: 'Page not found | Gubbara' }, { name: 'robots', content: 'noindex' }];
  const first = d.items.find((i) => i.image);
  return listingMeta({
    title: titleOf(d.name ?? d.category, d),
    description: `Pictures of our ${d.name} range. Tap Enquiry Now on any picture to ask us about it on WhatsApp.`,
    basePath: galleryPath(d.slug),
    origin: originFrom(matches),
    listing: d,
    preview: first && { image: first.image, alt: first.name },
  });
}

export default function CategoryGallery({ loaderData, params }: Route.ComponentProps) {
  const wasPending = isPending(loaderData);
  const [search] = useSearchParams();
  // From the address, not the data, so the form stays put (and keeps the focus) while the next page loads.
  const unknown = !wasPending && loaderData.slug === null;
  return (
    <section className="catalogue" aria-labelledby="gallery-heading">
      <h1 id="gallery-heading" className="catalogue-title">
        {!isPending(loaderData) && loaderData.name ? loaderData.name : params.category.replace(/_/g, ' ')}
      </h1>
      {!unknown && <ListingControls basePath={galleryPath(params.category)} sorts={CATEGORY_SORTS} options={listingOptionsFrom(search, CATEGORY_SORTS)} />}
      <Deferred data={loaderData}>{(d) => <Gallery d={d} wasPending={wasPending} />}</Deferred>
    </section>
  );
}

function Gallery({ d, wasPending }: { d: Loaded; wasPending: boolean }) {
  useDocumentTitle(titleOf(d.name ?? d.category, d), wasPending);
  if (d.slug && d.name && d.missingPage !== null)
    return <MissingPage basePath={sortedListingPath(galleryPath(d.slug), d.options)} name={`the ${d.name} gallery`} asked={d.missingPage} />;
  if (d.slug && d.items.length === 0 && isFiltered(d.options)) return <NothingWithinFilters basePath={galleryPath(d.slug)} noun="pictures" />;
  if (d.items.length === 0) {
    return (
      <p className="page-status" role="status">
        No products found for &quot;{d.category}&quot;.
      </p>
    );
  }
  return (
    <>
      <PageStatus page={d.page} pageCount={d.pageCount} total={d.total} noun={['picture', 'pictures']} />
      <ul className="showcase-grid gallery-grid">
        {d.items.map((item, i) => (
          <li key={item.id} className="showcase-item">
            <figure>
              <ProductImage filename={item.image} alt={item.name} priority={i < 2} sizes="(max-width: 700px) 50vw, 320px" />
              <figcaption>{item.name}</figcaption>
            </figure>
            <EnquiryNowLink item={item.name} />
          </li>
        ))}
      </ul>
      {d.slug && <Pager basePath={sortedListingPath(galleryPath(d.slug), d.options)} page={d.page} pageCount={d.pageCount} />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <section className="catalogue">
      <ErrorMessage message={errorMessage(error)} />
    </section>
  );
}

// /category/:category: one page of a category's product pictures by name, each with "Enquiry Now",
// under the sort and filter form and over the pager.
import { useSearchParams } from 'react-router';
import { CATEGORY_SORTS, listingOptionsFrom } from '../../../shared/listing.ts';
import { PAGE_QUERY, galleryHref, pageQuery } from '../../../shared/urls.ts';
import { type Translate, useT } from '../shell/i18n.tsx';
import { EnquiryNowLink } from '../leads/enquiry-link.tsx';
import { Breadcrumbs } from '../shell/breadcrumbs.tsx';
import { type CategoryListing, galleryTrail, pageSuffix } from './catalogue-paging.ts';
import { Deferred, type MaybePending, isPending, useDocumentTitle } from './deferred.tsx';
import { ListingSection, ListingView, categoryListing } from './listing-view.tsx';
import { ProductImage } from './product-image.tsx';

/** A category's listing with only what the gallery shows of each product: its picture and its name. */
export type GalleryListing = Omit<CategoryListing, 'products'> & { items: { id: number; name: string; image: string | null }[] };

export function toGallery({ products, ...rest }: CategoryListing): GalleryListing {
  return { ...rest, items: products.map((p) => ({ id: p.id, name: p.title, image: p.image })) };
}

/** The category as an address gives it (underscores shown as spaces). */
export const categoryFromAddress = (category: string) => category.replace(/_/g, ' ');

export const galleryTitle = (name: string, t: Translate, page: { page?: number; pageCount?: number } = {}) =>
  `${t('{name} Gallery', { name })}${pageSuffix(page, t)} | Gubbara`;

export function CategoryGallery({ loaderData, category }: { loaderData: MaybePending<GalleryListing>; category: string }) {
  const wasPending = isPending(loaderData);
  const search = pageQuery(useSearchParams()[0], PAGE_QUERY.gallery);
  const unknown = !wasPending && loaderData.slug === null;
  return (
    <ListingSection
      headingId="gallery-heading"
      title={!wasPending && loaderData.name ? loaderData.name : categoryFromAddress(category)}
      titleLang={wasPending ? undefined : loaderData.nameLang}
      controls={unknown ? null : { basePath: galleryHref(category), sorts: CATEGORY_SORTS, options: listingOptionsFrom(search, CATEGORY_SORTS) }}
      breadcrumbs={!isPending(loaderData) && loaderData.name && loaderData.slug ? <Breadcrumbs trail={galleryTrail(loaderData.name, loaderData.slug, loaderData.nameLang)} /> : null}
    >
      <Deferred data={loaderData}>{(d) => <Gallery d={d} wasPending={wasPending} />}</Deferred>
    </ListingSection>
  );
}

function Gallery({ d, wasPending }: { d: GalleryListing; wasPending: boolean }) {
  const t = useT();
  useDocumentTitle(galleryTitle(d.name ?? d.category, t, d), wasPending);
  return (
    <ListingView
      {...categoryListing(d, galleryHref)}
      shown={d.items.length}
      name={t('the {name} gallery', { name: d.name ?? '' })}
      noun={['picture', 'pictures']}
      empty={
        <p className="page-status" role="status">
          No products found for &quot;{d.category}&quot;.
        </p>
      }
    >
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
    </ListingView>
  );
}

// /products?category={slug}: one page of a category's products as cards, under the sort and filter form
// and over the pager, with a link to the category's picture gallery.
import { useSearchParams } from 'react-router';
import { LocalLink as Link, type Translate, useT } from '../shell/i18n.tsx';
import { CATEGORY_SORTS, listingOptionsFrom } from '../../../shared/listing.ts';
import { PAGE_PATHS, PAGE_QUERY, categoryHref, galleryHref, pageQuery } from '../../../shared/urls.ts';
import { Breadcrumbs } from '../shell/breadcrumbs.tsx';
import { type CategoryListing, listingTrail, pageSuffix } from './catalogue-paging.ts';
import { Deferred, type MaybePending, isPending, useDocumentTitle } from './deferred.tsx';
import { ListingSection, ListingView, NothingFound, categoryListing } from './listing-view.tsx';
import { ProductGrid } from './product-card.tsx';
import { cutText } from '../../../shared/text.ts';

/** The longest category an address may name. */
export const MAX_CATEGORY_LENGTH = 100;

/** The tab's title: the category's name once it is known, else the category as the address gives it. */
export function productsTitle(d: Pick<CategoryListing, 'category' | 'name'> & Partial<Pick<CategoryListing, 'page' | 'pageCount'>>, t: Translate): string {
  return `${t('{name} Products', { name: d.name ?? d.category.replace(/_/g, ' ') })}${pageSuffix(d, t)} | Gubbara`;
}

export function CategoryProducts({ loaderData }: { loaderData: MaybePending<CategoryListing> }) {
  const params = pageQuery(useSearchParams()[0], PAGE_QUERY.products);
  const category = cutText((params.get('category') ?? '').trim(), MAX_CATEGORY_LENGTH);
  const wasPending = isPending(loaderData);
  const unknown = !wasPending && loaderData.slug === null;
  const t = useT();
  return (
    <ListingSection
      headingId="catalogue-heading"
      // A Hindi page names the category by its name in Hindi once it is known (nameLang is set on Hindi pages only).
      title={t('{name} Products', { name: !wasPending && loaderData.nameLang ? loaderData.name! : category.replace(/_/g, ' ') })}
      controls={unknown ? null : { basePath: categoryHref(category), sorts: CATEGORY_SORTS, options: listingOptionsFrom(params, CATEGORY_SORTS) }}
      breadcrumbs={!isPending(loaderData) && loaderData.name ? <Breadcrumbs trail={listingTrail(loaderData.name, loaderData.nameLang)} /> : null}
    >
      <Deferred data={loaderData}>{(d) => <ProductsPage d={d} wasPending={wasPending} />}</Deferred>
    </ListingSection>
  );
}

function ProductsPage({ d, wasPending }: { d: CategoryListing; wasPending: boolean }) {
  const t = useT();
  useDocumentTitle(productsTitle(d, t), wasPending);
  return (
    <ListingView
      {...categoryListing(d, categoryHref)}
      shown={d.products.length}
      name={t('{name} products', { name: d.name ?? '' })}
      noun={['product', 'products']}
      empty={
        <NothingFound query={d.category}>
          <p>
            <Link to={PAGE_PATHS.categories}>{t('Browse all categories')}</Link>
          </p>
        </NothingFound>
      }
    >
      {d.slug && (
        <p className="catalogue-meta">
          <Link to={galleryHref(d.slug)}>{t('See the {name} picture gallery', { name: d.name ?? '' })}</Link>
        </p>
      )}
      <ProductGrid products={d.products} />
    </ListingView>
  );
}

// /products?category={slug}: the category's product grid, titled with the category as given
// (underscores shown as spaces) plus "Products", 48 to a page (&page=), sorted and filtered by the
// form above it (&sort=&min=&max=&stock=).
import { data, redirect } from 'react-router';
import { servicesContext } from '../context.ts';
import { listingMeta, listingStatus, listingTrail, loadCategoryListing } from '../features/catalogue/catalogue-paging.ts';
import { CategoryProducts, MAX_CATEGORY_LENGTH, productsTitle } from '../features/catalogue/category-products.tsx';
import { deferServer, isPending } from '../features/catalogue/deferred.tsx';
import { errorMeta, metaT, originFrom, unlistedMeta } from '../features/shell/seo.ts';
import { requestLocale } from '../../shared/locale.ts';
import { breadcrumbList } from '../features/shell/breadcrumbs.tsx';
import { DELIVERY_DAYS } from '../../shared/constants.ts';
import { PAGE_PATHS, PAGE_QUERY, categoryHref, pageQuery } from '../../shared/urls.ts';
import type { Route } from './+types/products';
import { cutText } from '../../shared/text.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = pageQuery(request, PAGE_QUERY.products);
  const category = cutText((query.get('category') ?? '').trim(), MAX_CATEGORY_LENGTH);
  if (category === '') throw redirect(PAGE_PATHS.categories);
  const listing = await loadCategoryListing(context.get(servicesContext).catalog, category, query, requestLocale(request));
  // An unknown category or a page that does not exist is a missing page; a known category without products is only empty.
  return data(listing, { status: listingStatus(listing) });
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServer(serverLoader);
}

export function meta({ loaderData, matches, location, error }: Route.MetaArgs) {
  if (error) return errorMeta(error, matches);
  const t = metaT(matches);
  if (!loaderData || isPending(loaderData)) {
    const category = pageQuery(new URLSearchParams(location.search), PAGE_QUERY.products).get('category') ?? '';
    return [{ title: productsTitle({ category, name: null }, t) }];
  }
  const d = loaderData;
  if (!d.slug)
    return [
      { title: productsTitle(d, t) },
      { name: 'description', content: t('No products found for "{category}".', { category: d.category }) },
      { name: 'robots', content: 'noindex' },
    ];
  if (d.missingPage !== null) return unlistedMeta(matches, 'Page not found | Gubbara');
  const first = d.products.find((p) => p.image);
  const origin = originFrom(matches);
  const counts = { name: String(d.name), total: d.total, min: DELIVERY_DAYS.min, max: DELIVERY_DAYS.max, page: d.page, pageCount: d.pageCount };
  return listingMeta({ matches,
    title: productsTitle(d, t),
    description:
      t('{name}: {total} products with prices in ₹, delivered PAN India in {min} to {max} days with delivery charges included.', counts) +
      (d.page > 1 ? t(' Page {page} of {pageCount}.', counts) : ''),
    basePath: categoryHref(d.slug),
    origin,
    listing: d,
    preview: first && { image: first.image, alt: first.title },
    jsonLd: breadcrumbList(listingTrail(d.name ?? d.category, d.nameLang), origin, categoryHref(d.slug), matches),
  });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return <CategoryProducts loaderData={loaderData} />;
}

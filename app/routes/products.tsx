// /products?category={slug}: the category's product grid, titled with the category as given
// (underscores shown as spaces) plus "Products", 48 to a page (&page=), sorted and filtered by the
// form above it (&sort=&min=&max=&stock=).
import { data, redirect } from 'react-router';
import { servicesContext } from '../context.ts';
import { listingMeta, listingStatus, listingTrail, loadCategoryListing } from '../features/catalogue/catalogue-paging.ts';
import { CategoryProducts, MAX_CATEGORY_LENGTH, productsTitle } from '../features/catalogue/category-products.tsx';
import { deferServer, isPending } from '../features/catalogue/deferred.tsx';
import { errorMeta, originFrom, localeFrom } from '../features/shell/seo.ts';
import { breadcrumbList } from '../features/shell/breadcrumbs.tsx';
import { DELIVERY_DAYS } from '../../shared/constants.ts';
import { PAGE_PATHS, PAGE_QUERY, categoryHref, pageQuery } from '../../shared/urls.ts';
import type { Route } from './+types/products';
import { cutText } from '../../shared/text.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = pageQuery(request, PAGE_QUERY.products);
  const category = cutText((query.get('category') ?? '').trim(), MAX_CATEGORY_LENGTH);
  if (category === '') throw redirect(PAGE_PATHS.categories);
  const listing = await loadCategoryListing(context.get(servicesContext).catalog, category, query);
  // An unknown category or a page that does not exist is a missing page; a known category without products is only empty.
  return data(listing, { status: listingStatus(listing) });
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServer(serverLoader);
}

export function meta({ loaderData, matches, location, error }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  if (!loaderData || isPending(loaderData)) {
    const category = pageQuery(new URLSearchParams(location.search), PAGE_QUERY.products).get('category') ?? '';
    return [{ title: productsTitle({ category, name: null }) }];
  }
  const d = loaderData;
  if (!d.slug)
    return [{ title: productsTitle(d) }, { name: 'description', content: `No products found for "${d.category}".` }, { name: 'robots', content: 'noindex' }];
  if (d.missingPage !== null) return [{ title: 'Page not found | Gubbara' }, { name: 'robots', content: 'noindex' }];
  const first = d.products.find((p) => p.image);
  const origin = originFrom(matches);
  return listingMeta({ locale: localeFrom(matches),
    title: productsTitle(d),
    description: `${d.name}: ${d.total} products with prices in ₹, delivered PAN India in ${DELIVERY_DAYS.min} to ${DELIVERY_DAYS.max} days with delivery charges included.${d.page > 1 ? ` Page ${d.page} of ${d.pageCount}.` : ''}`,
    basePath: categoryHref(d.slug),
    origin,
    listing: d,
    preview: first && { image: first.image, alt: first.title },
    jsonLd: breadcrumbList(listingTrail(d.name ?? d.category), origin, categoryHref(d.slug), matches),
  });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return <CategoryProducts loaderData={loaderData} />;
}

// Paged category listings (/products?category=, /category/:category): which page a URL asks for, in
// which order and narrowed how (?sort=&min=&max=&stock=, shared/listing.ts), the page's products from
// the catalogue, and the addresses of the other pages, which keep the sort and the filters.
import { type Locale, hrefIn } from '../../../shared/locale.ts';
import type { MetaDescriptor } from 'react-router';
import type { PageServices } from '../../../shared/services.ts';
import { type Product, previewImageUrl } from '../../../shared/catalog.ts';
import { CATALOGUE_PAGE_SIZE } from '../../../shared/constants.ts';
import { CATEGORY_SORTS, type ListingOptions, listingOptionsFrom, pageNumber, withListingParams } from '../../../shared/listing.ts';
import { PAGE_PATHS, categoryHref } from '../../../shared/urls.ts';
import { type MetaMatches, localeFrom, seo } from '../shell/seo.ts';
import type { Crumb } from '../shell/breadcrumbs.tsx';
import type { Translate } from '../shell/i18n.tsx';
import { categoryName, categoryNameLang } from '../../../shared/locale-text.ts';

export interface CategoryListing {
  /** The category as written in the address. */
  category: string;
  /** The category's name in the page's language (its Hindi name on a Hindi page, when it has one). */
  name: string | null;
  /** On a Hindi page, the language the name is in: 'en' when the category has no Hindi name. */
  nameLang?: Locale;
  slug: string | null;
  products: Product[];
  /** Products in the whole category, or those within the filters. */
  total: number;
  /** The sort and filters the address asks for (see listingOptionsFrom). */
  options: ListingOptions;
  page: number;
  pageCount: number;
  /** The `page` asked for when there is no such page (not a whole number from 1, or past the last): a 404. */
  missingPage: string | null;
}

/** `?page=` as a page number: 1 when absent, undefined unless a plain whole number from 1. */
export function pageFrom(query: URLSearchParams): number | undefined {
  return pageNumber(query.get('page'));
}

/** A category listing's address with its sort and filters (defaults left out): what its pager and canonical link keep. */
export function sortedListingPath(basePath: string, options: ListingOptions): string {
  return withListingParams(basePath, options, CATEGORY_SORTS[0]);
}

/** The address of one page of a listing; page 1 is the listing's own address. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}`;
}

/**
 * Finds the category (slug or admin alias; Annual_General_Meeting finds AnnualGeneralMeeting) and reads
 * one page of it, sorted and filtered as the address asks.
 */
export async function loadCategoryListing(catalog: PageServices['catalog'], category: string, query: URLSearchParams, locale: Locale): Promise<CategoryListing> {
  const found = await catalog.findCategory(category.replace(/_/g, ' '));
  const options = listingOptionsFrom(query, CATEGORY_SORTS);
  const none = { category, name: null, slug: null, products: [], total: 0, options, page: 1, pageCount: 1, missingPage: null };
  if (!found || !found.isActive) return none;
  const page = pageFrom(query);
  const named = { ...none, name: categoryName(found, locale), ...(locale === 'hi' ? { nameLang: categoryNameLang(found, locale) } : {}), slug: found.slug };
  if (page === undefined) return { ...named, missingPage: query.get('page') ?? '' };
  const { products, total } = await catalog.categoryPage(found.id, page, CATALOGUE_PAGE_SIZE, { sort: options.sort, filters: options });
  const pageCount = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
  if (page > pageCount) return { ...named, total, pageCount, missingPage: String(page) };
  return { ...named, products, total, page, pageCount };
}

/** The HTTP status of a listing: an unknown category or a page that does not exist is a 404. */
export function listingStatus(l: CategoryListing): number {
  return l.slug !== null && l.missingPage === null ? 200 : 404;
}

/**
 * The head of one page of a listing: title, description, the page's own canonical URL, a link
 * preview from its first picture, and rel=prev/next links for crawlers walking the listing.
 *
 * A sorted or filtered listing (`basePath` plus `options`) is `noindex,follow`: its products
 * are the listing's own, so it adds nothing to a search engine's index, and the combinations of
 * prices are endless, but its links still lead crawlers to the products. Its canonical is its own
 * address (parameters in one order, defaults left out), not the unfiltered listing's: it is not a copy
 * of that page, and a canonical naming another page beside a noindex tells search engines two
 * contradicting things.
 */
export function listingMeta(i: {
  title: string;
  description: string;
  basePath: string;
  origin: string;
  listing: Pick<CategoryListing, 'page' | 'pageCount' | 'options'>;
  preview: { image: string | null; alt: string } | undefined;
  jsonLd?: object;
  matches?: MetaMatches;
}): MetaDescriptor[] {
  const here = (path: string) => i.origin + hrefIn(path, localeFrom(i.matches ?? []));
  const { page, pageCount } = i.listing;
  const basePath = sortedListingPath(i.basePath, i.listing.options);
  const tags = seo({
    title: i.title,
    description: i.description,
    path: pageHref(basePath, page),
    origin: i.origin,
    ...(i.matches ? { matches: i.matches } : {}),
    image: i.preview?.image ? previewImageUrl(i.preview.image) : undefined,
    imageAlt: i.preview?.alt,
    imageType: 'image/jpeg',
    ...(i.jsonLd ? { jsonLd: i.jsonLd } : {}),
  });
  if (page > 1) tags.push({ tagName: 'link', rel: 'prev', href: here(pageHref(basePath, page - 1)) });
  if (page < pageCount) tags.push({ tagName: 'link', rel: 'next', href: here(pageHref(basePath, page + 1)) });
  if (basePath !== i.basePath) tags.push({ name: 'robots', content: 'noindex,follow' });
  return tags;
}

/** Home › the category, over its product listing; `lang` is the name's on a Hindi page. */
export function listingTrail(name: string, lang?: Locale): Crumb[] {
  return [{ name: 'Home', href: PAGE_PATHS.home }, { name, lang }];
}

/** Home › the category's products › its gallery. */
export function galleryTrail(name: string, slug: string, lang?: Locale): Crumb[] {
  return [{ name: 'Home', href: PAGE_PATHS.home }, { name, href: categoryHref(slug), lang }, { name: 'Gallery' }];
}

/** " – Page 2 of 5" for titles of pages after the first; "" on page 1 (or before the data is in). */
export function pageSuffix(l: { page?: number | undefined; pageCount?: number | undefined }, t: Translate): string {
  return l.page !== undefined && l.pageCount !== undefined && l.page > 1 ? t(' – Page {page} of {pageCount}', { page: l.page, pageCount: l.pageCount }) : '';
}

/** The page numbers a pager shows: the first, the last and two either side of the current one; null is a gap. */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

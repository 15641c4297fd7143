// How a catalogue listing (a category's pages, the search results) is sorted and narrowed, as the
// address carries it: ?sort=price-asc&min=100&max=500&stock=1&colour=red&occasion=wedding. Shared by the pages, which read it
// leniently (a value that makes no sense is left out and the page shows its defaults), and the search
// API, which refuses it with a 400. Kept free of zod: the category pages load this in the browser.
import { HOME_INITIAL_PRODUCTS, HOME_VIEW_MORE_STEP } from './constants.ts';

/**
 * `catalogue` is the order the owner added products in (by id), what a category page has always shown;
 * `relevance` only exists where there are words to be relevant to (a search).
 */
export type ListingSort = 'relevance' | 'catalogue' | 'newest' | 'price-asc' | 'price-desc';

/** What a category page offers; the first is its default, shown when the address names no sort. */
export const CATEGORY_SORTS = ['catalogue', 'newest', 'price-asc', 'price-desc'] as const satisfies readonly ListingSort[];
/** What the search offers; the first is its default. */
export const SEARCH_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc'] as const satisfies readonly ListingSort[];
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Best match',
  catalogue: 'Catalogue order',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/**
 * The largest price bound taken, in whole rupees: nine digits, far above any product and well inside
 * the databases' 32-bit integer column, which PostgreSQL would refuse to compare with a larger number.
 */
export const MAX_PRICE_BOUND = 999_999_999;

export interface ListingOptions<S extends ListingSort = ListingSort> {
  sort: S;
  /** Whole rupees, inclusive; null for no bound. */
  min: number | null;
  max: number | null;
  /** Only products with stock above 0 or not counted (what the product page does not call "Out of stock"). */
  inStock: boolean;
  /** Only products whose colour, or occasion, says this (any case, anywhere in it: "red" finds "Ruby Red"); absent for any. */
  colour?: string;
  occasion?: string;
}

/** What narrows a listing, as the database applies it. */
export type ProductFilters = Pick<ListingOptions, 'min' | 'max' | 'inStock' | 'colour' | 'occasion'>;

/** The longest colour or occasion a listing is narrowed by (the product's own fields hold up to 100 and 200). */
export const FILTER_TEXT_MAX = 50;

/**
 * A colour or occasion as typed: spaces around and between words tidied, lower-cased; undefined when
 * blank, longer than FILTER_TEXT_MAX or holding anything but letters, digits, spaces and hyphens.
 */
export function filterText(raw: string | null | undefined): string | undefined {
  const v = (raw ?? '').trim().replace(/\s+/gu, ' ').toLowerCase();
  return v !== '' && v.length <= FILTER_TEXT_MAX && /^[\p{L}\p{N}\p{M} -]+$/u.test(v) ? v : undefined;
}

/** How a listing is read: its order (each listing's default when unset) and what narrows it. */
export interface ListingQuery<S extends ListingSort = ListingSort> {
  sort?: S | undefined;
  filters?: ProductFilters | undefined;
}

/** A price bound as typed: whole rupees, 0 to MAX_PRICE_BOUND, spaces around it ignored; anything else is no bound. */
export function priceBound(raw: string | null): number | null {
  const v = raw?.trim() ?? '';
  return /^\d{1,9}$/.test(v) ? Number(v) : null;
}

/**
 * The options an address asks for, read leniently: an unknown sort is the default (`sorts[0]`), a bound
 * that is not a whole number of rupees is no bound, and a minimum above the maximum is taken as the
 * range the visitor meant (the two swapped).
 */
export function listingOptionsFrom<S extends ListingSort>(params: URLSearchParams, sorts: readonly S[]): ListingOptions<S> {
  const asked = params.get('sort');
  const sort = sorts.find((s) => s === asked) ?? sorts[0]!;
  let min = priceBound(params.get('min'));
  let max = priceBound(params.get('max'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const colour = filterText(params.get('colour'));
  const occasion = filterText(params.get('occasion'));
  return { sort, min, max, inStock: params.get('stock') === '1', ...(colour ? { colour } : {}), ...(occasion ? { occasion } : {}) };
}

/** `?page=` as a page number: 1 when absent, undefined unless a plain whole number from 1. */
export function pageNumber(raw: string | null): number | undefined {
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}

/** True when the options narrow the listing (a price bound, in stock only). */
export function isFiltered(o: ListingOptions): boolean {
  return o.min !== null || o.max !== null || o.inStock || o.colour !== undefined || o.occasion !== undefined;
}

/**
 * The options as query parameters, defaults left out, always in the same order: the one address of a
 * sorted or filtered listing, for its pager, its canonical link and the form's result.
 */
export function listingParams(o: ListingOptions, defaultSort: ListingSort): [string, string][] {
  const out: [string, string][] = [];
  if (o.sort !== defaultSort) out.push(['sort', o.sort]);
  if (o.min !== null) out.push(['min', String(o.min)]);
  if (o.max !== null) out.push(['max', String(o.max)]);
  if (o.inStock) out.push(['stock', '1']);
  if (o.colour !== undefined) out.push(['colour', o.colour]);
  if (o.occasion !== undefined) out.push(['occasion', o.occasion]);
  return out;
}

/** `path` (which may already have a query) with the options' parameters added. */
export function withListingParams(path: string, o: ListingOptions, defaultSort: ListingSort): string {
  const params = listingParams(o, defaultSort);
  if (params.length === 0) return path;
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** A View More page without script beyond this many steps would be very long; the catalogue pages page properly. */
export const HOME_MAX_VIEW_MORE_STEPS = 30;

/**
 * How many products the home list shows: the first 50, or as many as `?shown=` asks for. View More is
 * a plain GET form until the list's script has run (or when it never does, on a weak network), and
 * that form asks the server for the longer list. The count is rounded up to a whole View More step and
 * capped, so odd values cannot make pages of any length.
 */
export function homeProductsShown(search: URLSearchParams): number {
  const asked = Number(search.get('shown'));
  if (!Number.isSafeInteger(asked) || asked <= HOME_INITIAL_PRODUCTS) return HOME_INITIAL_PRODUCTS;
  const steps = Math.min(Math.ceil((asked - HOME_INITIAL_PRODUCTS) / HOME_VIEW_MORE_STEP), HOME_MAX_VIEW_MORE_STEPS);
  return HOME_INITIAL_PRODUCTS + steps * HOME_VIEW_MORE_STEP;
}

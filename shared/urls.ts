// The storefront's addresses, written once: what the pages link to, what the sitemap lists and what the
// PDF catalogues print. The paths are the spec's and never change; only the ways to them are here.

/** A product's page. An order line keeps only the product's id: without the category the page still finds it. */
export function productHref(p: { id: number; category?: string | null | undefined }): string {
  const category = p.category ? `&category=${encodeURIComponent(p.category)}` : '';
  return `/product-detail?id=${p.id}${category}`;
}

/** A category's products (its menu slug, or an admin alias the page also reads). */
export function categoryHref(slug: string): string {
  return `/products?category=${encodeURIComponent(slug)}`;
}

/** A category's picture gallery. */
export function galleryHref(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}

/** The results page of a search. */
export function searchHref(q: string): string {
  return `/search?q=${encodeURIComponent(q)}`;
}

/** One of the PDF catalogues of the Our Work page. */
export function catalogueHref(file: string): string {
  return `/catalogues/${file}`;
}

/** The category-info pages, one page module serving them all, in the order the footer and the sitemap list them. */
export const INFO_PAGE_PATHS = {
  printed: '/printed',
  promotionalsky: '/promotionalsky',
  airinflatable: '/airinflatable',
  inflatabletent: '/inflatabletent',
  kids: '/kids',
  eventsetup: '/eventsetup',
} as const;
export type InfoPageKey = keyof typeof INFO_PAGE_PATHS;

/** The storefront's other fixed pages. */
export const PAGE_PATHS = {
  home: '/',
  ourProducts: '/product',
  categories: '/categories',
  cart: '/cart',
  buy: '/buy',
  about: '/about',
  contact: '/contact',
  ourWork: '/ourwork',
  enquiryForm: '/contactForm',
  franchise: '/franchise',
  privacy: '/privacy',
  terms: '/tandc',
} as const;

/** Our Products and the category-info pages: pictures from the catalogue under the owner's text. */
const SHOWCASE_PAGE_PATHS: readonly string[] = [PAGE_PATHS.ourProducts, ...Object.values(INFO_PAGE_PATHS)];

/** The business's own pages: about, contact, work, the two forms and the legal pages. */
const BUSINESS_PAGE_PATHS: readonly string[] = [
  PAGE_PATHS.about,
  PAGE_PATHS.contact,
  PAGE_PATHS.ourWork,
  PAGE_PATHS.enquiryForm,
  PAGE_PATHS.franchise,
  PAGE_PATHS.privacy,
  PAGE_PATHS.terms,
];

/** Every page a search engine should know of besides the catalogue's own: the sitemap's fixed part. */
export const INDEXED_PAGE_PATHS: readonly string[] = [PAGE_PATHS.home, ...SHOWCASE_PAGE_PATHS, PAGE_PATHS.categories, ...BUSINESS_PAGE_PATHS];

/** A listing's pager (`page`, read by pageFrom) and its sort and filters (listingOptionsFrom, shared/listing.ts). */
const LISTING_QUERY = ['page', 'sort', 'min', 'max', 'stock', 'colour', 'occasion'] as const;

/**
 * The query parameters each page reads, and no others: its loader, meta and components see their
 * address only through `pageQuery()` with this list. So a parameter a page does not name (a broadcast
 * link's `utm_source`, `fbclid`, any junk) cannot change what it shows, and the server's page cache keys
 * the page by its path and these alone (ROUTE_QUERIES). The product page's `category` is left out on
 * purpose: productHref writes it for people reading the link, the page finds the category from the product.
 */
export const PAGE_QUERY = {
  /** How many products the list shows (homeProductsShown, shared/listing.ts); the not-found page shows the same list. */
  home: ['shown'],
  productDetail: ['id'],
  products: ['category', ...LISTING_QUERY],
  gallery: LISTING_QUERY,
  categories: ['category'],
  search: ['q', ...LISTING_QUERY],
  /** The booking's key (never kept: the booking page is private, server/modules/page-cache). */
  booking: ['k'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The pages that read their query only through PAGE_QUERY (or not at all), by their route's path as
 * app/routes.ts declares it: the page cache keys them by the path and these parameters alone. A page
 * missing here (the catch-all not-found page, whose path is any path) is kept under its whole address.
 */
export const ROUTE_QUERIES: Readonly<Record<string, readonly string[]>> = {
  [PAGE_PATHS.home]: PAGE_QUERY.home,
  '/home': PAGE_QUERY.home,
  '/product-detail': PAGE_QUERY.productDetail,
  '/products': PAGE_QUERY.products,
  '/category/:category': PAGE_QUERY.gallery,
  [PAGE_PATHS.categories]: PAGE_QUERY.categories,
  '/search': PAGE_QUERY.search,
  // Pages that read no query at all.
  ...Object.fromEntries([...SHOWCASE_PAGE_PATHS, ...BUSINESS_PAGE_PATHS, '/sitemap.xml', '/sitemaps/:file'].map((path) => [path, []])),
};

// The Hindi pages (/hi, /hi/products...) read the same query as their English twins: the page cache
// keeps them alike, under their own /hi paths.
for (const [path, names] of Object.entries(ROUTE_QUERIES)) {
  if (path.startsWith('/sitemap')) continue;
  (ROUTE_QUERIES as Record<string, readonly string[]>)[path === '/' ? '/hi' : `/hi${path}`] = names;
}

/**
 * The parameters of `from` (a request, or an address's query) that are among `names`, in their order,
 * repeats kept: all a page reads of its address.
 */
/** The owner's view of an order's reference photo (behind the admin sign-in). */
export function leadPhotoHref(leadId: number): string {
  return `/api/admin/leads/${leadId}/photo`;
}

/** A booking's status page, opened with its key. */
export function bookingHref(reference: string, key: string): string {
  return `/booking/${encodeURIComponent(reference)}?k=${encodeURIComponent(key)}`;
}

/** The customer's quote and invoice PDFs, opened with the booking page's key. */
export function bookingQuoteHref(reference: string, key: string): string {
  return `/api/bookings/${encodeURIComponent(reference)}/quote.pdf?k=${encodeURIComponent(key)}`;
}
export function bookingInvoiceHref(reference: string, key: string): string {
  return `/api/bookings/${encodeURIComponent(reference)}/invoice.pdf?k=${encodeURIComponent(key)}`;
}

/** The owner's quote of an order, and an issued invoice by its number's URL form (GUB-2026-27-0001). */
export const adminQuoteHref = (leadId: number) => `/api/admin/leads/${leadId}/quote.pdf`;
export const adminInvoiceHref = (slug: string) => `/api/admin/invoices/${encodeURIComponent(slug)}.pdf`;

export function pageQuery(from: Request | URLSearchParams, names: readonly string[]): URLSearchParams {
  const all = from instanceof URLSearchParams ? from : new URL(from.url).searchParams;
  const read = new URLSearchParams();
  for (const [name, value] of all) if (names.includes(name)) read.append(name, value);
  return read;
}

/** The admin's sign-in page, and the query parameter naming the admin page to return to after it. */
export const ADMIN_LOGIN_PATH = '/admin-login';
export const ADMIN_RETURN_PARAM = 'next';
const ADMIN_HOME = '/admin';
const SAME_SITE = 'http://gubbara.invalid';

/**
 * Where the owner goes after signing in: `raw` when it is an address of the admin area on this site
 * (a path starting /admin, with its query), otherwise /admin. Anything else — another site
 * (`//evil.com`, `https://evil.com`, `/\evil.com`), a path that leaves /admin once normalised, control
 * characters — is never followed, so a link to the sign-in page cannot send the owner elsewhere.
 */
export function adminReturnPath(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length > 2000) return ADMIN_HOME;
  if (!/^\/admin(?:[/?#]|$)/.test(raw) || raw.includes('\\') || [...raw].some((c) => c < ' ' || c === '\u007f')) return ADMIN_HOME;
  try {
    const u = new URL(raw, SAME_SITE);
    if (u.origin !== SAME_SITE || !/^\/admin(?:\/|$)/.test(u.pathname)) return ADMIN_HOME;
    return `${u.pathname}${u.search}`;
  } catch {
    return ADMIN_HOME;
  }
}

/** The sign-in page, returning to `returnTo` (an admin address) afterwards. */
export function adminLoginHref(returnTo: string): string {
  const back = adminReturnPath(returnTo);
  return back === ADMIN_HOME ? ADMIN_LOGIN_PATH : `${ADMIN_LOGIN_PATH}?${ADMIN_RETURN_PARAM}=${encodeURIComponent(back)}`;
}

/**
 * The Cache-Control of a page kept for everyone (the server's page cache): browsers and proxies may keep
 * it but must ask again before each use, so a 304 costs a few hundred bytes and an edit by the owner is
 * seen on the next load, not minutes later. The service worker keeps only answers that carry it.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The page a client-side navigation's data is for, as React Router reads it: /cart.data is /cart's,
 * /cart/_.data is /cart/'s and /_.data the home page's.
 */
export function pageOfData(pathname: string): string {
  return pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '');
}

/**
 * The admin area, the cart, the order request and bookings, and the Hindi twins of the last three: per
 * visitor, never kept (case ignored, as the router matches).
 */
export function isPrivatePath(pathname: string): boolean {
  let p: string;
  try {
    p = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return true;
  }
  p = pageOfData(p).replace(/\/+$/, '') || '/';
  if (p.startsWith('/hi/')) p = p.slice(3);
  return p.startsWith('/admin') || p.startsWith('/abc') || p === '/cart' || p === '/buy' || p === '/booking' || p.startsWith('/booking/');
}

/** The service worker, at the site's root so that its scope is the whole site (app/sw/service-worker.ts). */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The static page the service worker shows for a page it cannot have offline (public/offline.html). */
export const OFFLINE_PAGE_PATH = '/offline.html';
/** The web app manifest (app/routes/manifest.ts): what a phone's "Install app" reads. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

// Which rendered pages are kept, and under what key. Public pages are the same for every visitor (the
// cart badge is filled in by the browser), so an anonymous GET or HEAD of one is rendered once per
// catalogue version and then answered from memory: the HTML with status 200,
// React Router's .data answers for client-side navigation and the sitemaps. Never kept: the admin area,
// the cart and the order page, any request carrying an admin session cookie or a lead form's one-time
// confirmation (a plain post's, shared/leads.ts LEAD_SENT_COOKIE), any write, and any answer that sets a
// cookie, redirects, fails, or says no-store/private. A page is keyed by its path and the query
// parameters it reads (ROUTE_QUERIES, shared/urls.ts), so a broadcast link's tracking parameters or junk
// in a query share the entry of the clean address instead of each being rendered and kept again. The
// listings' and the home page's parameters are keyed by the values the page makes of them (an unknown
// sort is the default one, a bound that is no number is no bound), and a not-found answer (any path,
// a page past the end, a `page` that is no number) is rendered each time and never kept: made-up
// addresses cannot fill the cache or push the pages people open out of it.
import type { IncomingHttpHeaders } from 'node:http';
import { HOME_INITIAL_PRODUCTS } from '../../../shared/constants.ts';
import { LEAD_SENT_COOKIE } from '../../../shared/leads.ts';
import { CATEGORY_SORTS, type ListingSort, SEARCH_SORTS, homeProductsShown, listingOptionsFrom, listingParams, pageNumber } from '../../../shared/listing.ts';
import { PAGE_CACHE_CONTROL, ROUTE_QUERIES, isPrivatePath, pageOfData, pageQuery } from '../../../shared/urls.ts';
import { type CachedResponse, ResponseCache, encodeResponse } from './response-cache.ts';
import { PERMISSIONS_POLICY, inlineScriptHashes, pagePolicy } from './page-policy.ts';

/** A few hundred pages: the home page, the categories and the products people open. */
export const PAGE_CACHE_LIMITS = { maxEntries: 400, maxBytes: 64 * 1024 * 1024 };

// The Cache-Control of a kept page, and which paths are never kept: shared with the service worker,
// which keeps in the browser only what the server keeps for everyone.
export { PAGE_CACHE_CONTROL, isPrivatePath } from '../../../shared/urls.ts';

/** Not copied into a kept page: about one transfer, not about the content. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'vary', 'set-cookie']);

export function createPageCache(): ResponseCache {
  return new ResponseCache(PAGE_CACHE_LIMITS);
}

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => pair.split('=', 1)[0]!.trim() === name);
}

/** React Router's own parameters: which routes' loaders a `.data` request runs, and the index route's marker. */
const ROUTER_PARAMS = ['_routes', 'index'];

/**
 * A route path of ROUTE_QUERIES as React Router matches it (compilePath): a static segment in any case,
 * `:name` one segment that is not empty, trailing slashes allowed.
 */
function routePattern(path: string): RegExp {
  const segments = path.split('/').filter(Boolean);
  const source = segments.map((s) => (s.startsWith(':') ? '/[^/]+' : `/${s.replace(/[\\.*+^${}|()[\]?]/g, '\\$&')}`)).join('');
  return new RegExp(`^${source || '/'}/*$`, 'i');
}

/** The parameters a page reads, as the values it makes of them; undefined when the page answers them with a 404. */
type Canonical = (read: URLSearchParams) => URLSearchParams | undefined;

const LISTING_PARAMS: readonly string[] = ['page', 'sort', 'min', 'max', 'stock'];

/** A listing's page, sort and filters as listingOptionsFrom and pageNumber read them (shared/listing.ts). */
function canonicalListing(sorts: readonly ListingSort[]): Canonical {
  return (read) => {
    const page = pageNumber(read.get('page'));
    if (page === undefined) return undefined;
    const out = new URLSearchParams();
    for (const [name, value] of read) if (!LISTING_PARAMS.includes(name)) out.append(name, value);
    for (const [name, value] of listingParams(listingOptionsFrom(read, sorts), sorts[0]!)) out.append(name, value);
    if (page > 1) out.append('page', String(page));
    return out;
  };
}

/** The home page's list length as homeProductsShown rounds it. */
const canonicalHome: Canonical = (read) => {
  const shown = homeProductsShown(read);
  const out = new URLSearchParams();
  for (const [name, value] of read) if (name !== 'shown') out.append(name, value);
  if (shown !== HOME_INITIAL_PRODUCTS) out.append('shown', String(shown));
  return out;
};

const CANONICAL: Readonly<Record<string, Canonical>> = {
  '/': canonicalHome,
  '/home': canonicalHome,
  '/products': canonicalListing(CATEGORY_SORTS),
  '/category/:category': canonicalListing(CATEGORY_SORTS),
  '/search': canonicalListing(SEARCH_SORTS),
};
// A Hindi page is the same page under /hi: its key is made the same way.
for (const [path, canonical] of Object.entries(CANONICAL)) (CANONICAL as Record<string, Canonical>)[path === '/' ? '/hi' : `/hi${path}`] = canonical;

/** Each listed page's pattern with the parameters its key keeps; static paths first, as the router ranks them. */
const ROUTE_KEYS: readonly { pattern: RegExp; params: readonly string[]; canonical: Canonical | undefined }[] = Object.entries(ROUTE_QUERIES)
  .sort(([a], [b]) => Number(a.includes(':')) - Number(b.includes(':')))
  .map(([path, names]) => ({ pattern: routePattern(path), params: [...names, ...ROUTER_PARAMS], canonical: CANONICAL[path] }));

/** The path as React Router decodes it for matching: each segment decoded, an escaped slash staying escaped. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** How a key keeps the query of the page at `pathname` (or its data), undefined for a path not in ROUTE_QUERIES. */
function routeKey(pathname: string): (typeof ROUTE_KEYS)[number] | undefined {
  const decoded = decodePath(pageOfData(pathname));
  return ROUTE_KEYS.find((r) => r.pattern.test(decoded));
}

/** What a cache key is made from: Node's request and Fastify's both have it. */
export interface RequestHead {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}

/**
 * The cache key when this request may be answered from the cache, else undefined: the path and the
 * query parameters the page reads, sorted by name (a name's repeats in their order), so that
 * `?id=5&utm_source=x` and `?utm_source=y&id=5` are the entry of `?id=5`; a `.data` request keeps
 * React Router's `_routes`. A page not in ROUTE_QUERIES is keyed by its whole address as sent. The key
 * is also the address the page is rendered for (plugins/ssr.ts): what is kept under it is exactly what
 * it names.
 */
export function pageCacheKey(req: RequestHead, adminCookie: string): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (hasCookie(req.headers.cookie, adminCookie)) return undefined;
  // A lead form's confirmation after a plain post: the one visitor's page, rendered for them once.
  if (hasCookie(req.headers.cookie, LEAD_SENT_COOKIE)) return undefined;
  // A request target other than a path (a proxy's absolute form) is left to the router as it is.
  if (!req.url?.startsWith('/')) return undefined;
  const q = req.url.indexOf('?');
  const pathname = q === -1 ? req.url : req.url.slice(0, q);
  if (isPrivatePath(pathname)) return undefined;
  if (q === -1) return req.url;
  // The path as the renderer's URL parser leaves it (dot segments resolved, backslashes made slashes):
  // the route is matched on that.
  const url = new URL(`http://page.invalid${req.url}`);
  if (isPrivatePath(url.pathname)) return undefined;
  const route = routeKey(url.pathname);
  if (!route) return req.url;
  const asked = pageQuery(url.searchParams, route.params);
  const read = route.canonical ? route.canonical(asked) : asked;
  if (!read) return undefined;
  read.sort();
  const query = read.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** A page, whose script policy is computed from its bytes. */
export function isHtmlResponse(res: Response): boolean {
  return (res.headers.get('content-type') ?? '').startsWith('text/html');
}

/** A rendered answer that may be kept and shared. */
export function isKeepable(res: Response): boolean {
  // A not-found answer is as many as there are made-up addresses: never kept.
  if (res.status !== 200) return false;
  if (res.headers.has('set-cookie') || !res.body) return false;
  if (/no-store|private/i.test(res.headers.get('cache-control') ?? '')) return false;
  // Pages, their client-side navigation data, and the sitemap index and files: all made from the
  // catalogue alone, and a sitemap file of 10,000 products is the most costly of them to make. Other
  // resource routes (the PDF catalogues, robots.txt) are left to their own caching.
  const type = res.headers.get('content-type') ?? '';
  return isHtmlResponse(res) || type.startsWith('text/x-script') || type.startsWith('application/xml');
}

/** The headers every rendered HTML page goes out with: its own script policy, and no powerful features. */
export function pageSecurityHeaders(html: string | 'development', httpsOnly: boolean): Record<string, string> {
  return {
    'content-security-policy': pagePolicy(html === 'development' ? 'development' : inlineScriptHashes(html), httpsOnly),
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** The `<link rel="modulepreload">` tags React Router writes into a page's head, one per script it will import. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * A public page whose scripts load after it has been painted. React Router puts a module preload for
 * each of the page's 130 kB of scripts in the head: a phone on a weak network then fetches them alongside
 * the page's main picture and runs them as soon as they arrive, often before the page has first been
 * painted with that picture. Without the preloads the scripts are fetched when the module script at the
 * end of the body imports them: the picture and the text come first, and the page hydrates a few round
 * trips later (links and the search and category forms work before then; buttons only after).
 */
export function withLateScripts(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}

/** Reads a rendered answer whole and makes the entry to keep: body, encodings, headers and policy. */
export async function toCachedPage(res: Response, httpsOnly: boolean): Promise<CachedResponse> {
  let body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers) if (!TRANSFER_HEADERS.has(name)) headers[name] = value;
  headers['cache-control'] ??= PAGE_CACHE_CONTROL;
  if (isHtmlResponse(res)) {
    const html = withLateScripts(body.toString('utf8'));
    body = Buffer.from(html);
    Object.assign(headers, pageSecurityHeaders(html, httpsOnly));
  }
  return encodeResponse(res.status, headers, body);
}

// Which rendered pages are kept, and under what key. Public pages are the same for every visitor (the
// cart badge is filled in by the browser), so an anonymous GET or HEAD of one is rendered once per
// catalogue version and then answered from memory: the HTML with status 200, the not-found page (404),
// React Router's .data answers for client-side navigation and the sitemaps. Never kept: the admin area,
// the cart and the order page, any request carrying an admin session cookie, and any answer that sets a
// cookie, redirects, fails, or says no-store/private. A page is keyed by its path and the query
// parameters it reads (ROUTE_QUERIES, shared/urls.ts), so a broadcast link's tracking parameters or junk
// in a query share the entry of the clean address instead of each being rendered and kept again.
import type { IncomingHttpHeaders } from 'node:http';
import { ROUTE_QUERIES, pageQuery } from '../../../shared/urls.ts';
import { type CachedResponse, ResponseCache, encodeResponse } from './response-cache.ts';
import { PERMISSIONS_POLICY, inlineScriptHashes, pagePolicy } from './page-policy.ts';

/** A few hundred pages: the home page, the categories and the products people open. */
export const PAGE_CACHE_LIMITS = { maxEntries: 400, maxBytes: 64 * 1024 * 1024 };

/**
 * Browsers and proxies may keep a page but must ask again before each use: a 304 costs a few hundred
 * bytes, and an edit by the owner is seen on the next load, not minutes later.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Not copied into a kept page: about one transfer, not about the content. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'vary', 'set-cookie']);

export function createPageCache(): ResponseCache {
  return new ResponseCache(PAGE_CACHE_LIMITS);
}

/**
 * The page a client-side navigation's data is for, as React Router reads it: /cart.data is /cart's,
 * /cart/_.data is /cart/'s and /_.data the home page's.
 */
function pageOfData(pathname: string): string {
  return pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '');
}

/** The admin area, the cart, the order request and bookings: per visitor, never kept (case ignored, as the router matches). */
export function isPrivatePath(pathname: string): boolean {
  let p: string;
  try {
    p = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return true;
  }
  p = pageOfData(p).replace(/\/+$/, '') || '/';
  return p.startsWith('/admin') || p.startsWith('/abc') || p === '/cart' || p === '/buy' || p === '/booking' || p.startsWith('/booking/');
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

/** Each listed page's pattern with the parameters its key keeps; static paths first, as the router ranks them. */
const ROUTE_KEYS: readonly { pattern: RegExp; params: readonly string[] }[] = Object.entries(ROUTE_QUERIES)
  .sort(([a], [b]) => Number(a.includes(':')) - Number(b.includes(':')))
  .map(([path, names]) => ({ pattern: routePattern(path), params: [...names, ...ROUTER_PARAMS] }));

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

/** The parameters a key keeps for the page at `pathname` (or its data), undefined for a path not in ROUTE_QUERIES. */
function keptParams(pathname: string): readonly string[] | undefined {
  const decoded = decodePath(pageOfData(pathname));
  return ROUTE_KEYS.find((r) => r.pattern.test(decoded))?.params;
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
  const params = keptParams(url.pathname);
  if (!params) return req.url;
  const read = pageQuery(url.searchParams, params);
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
  if (res.status !== 200 && res.status !== 404) return false;
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

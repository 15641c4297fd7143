// Which rendered pages are kept, and under what key. Public pages are the same for every visitor (the
// cart badge is filled in by the browser), so an anonymous GET or HEAD of one is rendered once per
// catalogue version and then answered from memory: the HTML with status 200, the not-found page (404),
// React Router's .data answers for client-side navigation and the sitemaps. Never kept: the admin area,
// the cart and the order page, any request carrying an admin session cookie, and any answer that sets a
// cookie, redirects, fails, or says no-store/private.
import type { FastifyRequest } from 'fastify';
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

/** The admin area, the cart and the order request: per visitor, never kept (case ignored, as the router matches). */
export function isPrivatePath(pathname: string): boolean {
  let p: string;
  try {
    p = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return true;
  }
  // A client-side navigation asks for /cart.data; the home page's data is /_root.data.
  p = p.replace(/\.data$/, '').replace(/\/+$/, '') || '/';
  return p.startsWith('/admin') || p.startsWith('/abc') || p === '/cart' || p === '/buy';
}

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => pair.split('=', 1)[0]!.trim() === name);
}

/** The cache key (path and query as sent) when this request may be answered from the cache, else undefined. */
export function pageCacheKey(req: FastifyRequest, adminCookie: string): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (hasCookie(req.headers.cookie, adminCookie)) return undefined;
  const pathname = req.url.split('?', 1)[0] ?? '/';
  return isPrivatePath(pathname) ? undefined : req.url;
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

/** Reads a rendered answer whole and makes the entry to keep: body, encodings, headers and policy. */
export async function toCachedPage(res: Response, httpsOnly: boolean): Promise<CachedResponse> {
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers) if (!TRANSFER_HEADERS.has(name)) headers[name] = value;
  headers['cache-control'] ??= PAGE_CACHE_CONTROL;
  if (isHtmlResponse(res)) Object.assign(headers, pageSecurityHeaders(body.toString('utf8'), httpsOnly));
  return encodeResponse(res.status, headers, body);
}

// The service worker, served as /sw.js. scripts/build.ts bundles this file into the client build and
// @serwist/build writes the list of the build's files into `self.__SW_MANIFEST` (docs/decisions/0027).
// What it keeps, and how:
// - the build's scripts and styles, the icons and the offline page: precached at install, served from
//   the cache (their names change with their content, so a cached one is never stale);
// - public pages and their client-side navigation data, once visited: stale-while-revalidate, at most
//   PAGES_KEPT of them, and only answers the server itself keeps for everyone (its page cache's
//   Cache-Control): an admin's or a cart's page never is;
// - product, category and site pictures: stale-while-revalidate, at most PICTURES_KEPT;
// - nothing else: the admin area, the cart, the order page, bookings, every other /api/ answer and every
//   write go to the network as if there were no worker. A page never visited, or a private one, opened
//   offline shows the offline page.
// A new deploy's worker takes over at once (skipWaiting, clientsClaim) and removes the old precache.
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkOnly,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  Serwist,
  StaleWhileRevalidate,
} from 'serwist';
import { OFFLINE_PAGE_PATH, PAGE_CACHE_CONTROL, isPrivatePath } from '../../shared/urls.ts';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** Visited pages kept: a visitor's browsing of a day or two. */
const PAGES_KEPT = 60;
/** Pictures kept: a few listings' worth at the widths a phone asks for. */
const PICTURES_KEPT = 300;
const MONTH_SECONDS = 30 * 24 * 60 * 60;

/**
 * The catalogue's pictures (productImageUrl and categoryImageUrl, shared/catalog.ts): public though
 * under /api/admin/, their query naming the file. Lead photos, elsewhere under /api/admin/, are the owner's.
 */
const PICTURE_PATHS = new Set(['/api/admin/uploads/product', '/api/admin/uploads']);

function ours(url: URL): boolean {
  return url.origin === self.location.origin;
}

/** A public page opened, or its data for a client-side navigation (React Router's `.data` answers). */
function isPublicPage({ request, url }: RouteMatchCallbackOptions): boolean {
  if (!ours(url) || url.pathname.startsWith('/api/') || isPrivatePath(url.pathname)) return false;
  return request.mode === 'navigate' || url.pathname.endsWith('.data');
}

function isPicture({ request, url }: RouteMatchCallbackOptions): boolean {
  return ours(url) && request.destination === 'image' && (PICTURE_PATHS.has(url.pathname) || !url.pathname.startsWith('/api/'));
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: isPublicPage,
      handler: new StaleWhileRevalidate({
        cacheName: 'pages',
        plugins: [
          // What the server keeps for everyone, and only that: a page rendered for a signed-in owner or
          // with a visitor's cookie goes out without this header.
          new CacheableResponsePlugin({ statuses: [200], headers: { 'cache-control': PAGE_CACHE_CONTROL } }),
          new ExpirationPlugin({ maxEntries: PAGES_KEPT, maxAgeSeconds: MONTH_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: isPicture,
      handler: new StaleWhileRevalidate({
        cacheName: 'pictures',
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: PICTURES_KEPT, maxAgeSeconds: MONTH_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },
    // Every other page (the admin area, the cart, the order page, a booking): never kept, but offline
    // it shows the offline page rather than the browser's error.
    { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE_PATH, matcher: ({ request }) => request.mode === 'navigate' }] },
});

serwist.addEventListeners();

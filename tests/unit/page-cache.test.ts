// The rules of the page and answer caches and of the page policy, on their own: which requests and
// answers may be kept, the encoding chosen from Accept-Encoding, one build for concurrent misses,
// nothing stored from a build that a catalogue change overtook, the bound in bytes, and the script
// hashes of a page.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { catalogueAnswerKey } from '../../server/modules/catalog/catalog.routes.ts';
import { isKeepable, isPrivatePath, pageCacheKey } from '../../server/modules/page-cache/page-cache.ts';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../app/routes.ts';
import { PAGE_QUERY, ROUTE_QUERIES, pageQuery } from '../../shared/urls.ts';
import { inlineScriptHashes, pagePolicy } from '../../server/modules/page-cache/page-policy.ts';
import { type CachedResponse, ResponseCache, chooseEncoding, encodeResponse, etagOf, sendCached } from '../../server/modules/page-cache/response-cache.ts';

const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers }) as unknown as FastifyRequest;
const html = (init: ResponseInit = {}) =>
  new Response('<!DOCTYPE html><p>page</p>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });

describe('which requests are answered from the cache', () => {
  it.each([
    '/admin',
    '/admin/viewproduct',
    '/admin-login',
    '/ADMIN/orders',
    '/abc',
    '/abc/category',
    '/cart',
    '/cart/',
    '/CART',
    '/buy',
    '/cart.data',
    '/cart/_.data',
    '/buy/_.data',
    '/admin/leads.data',
    '/%61dmin',
  ])('%s is private', (path) => expect(isPrivatePath(path)).toBe(true));

  it.each([
    '/',
    '/_root.data',
    '/_.data',
    '/products',
    '/product-detail',
    '/product-detail.data',
    '/category/latex',
    '/about',
    '/cartoons',
    '/buying-guide',
    '/no/such/page',
  ])('%s is public', (path) => expect(isPrivatePath(path)).toBe(false));

  it('keys an anonymous GET or HEAD by its path and the query it reads', () => {
    expect(pageCacheKey(request('GET', '/product-detail?id=7&category=latex'), 'gubbara_admin')).toBe('/product-detail?id=7');
    expect(pageCacheKey(request('HEAD', '/about'), 'gubbara_admin')).toBe('/about');
    expect(pageCacheKey(request('GET', '/about', { cookie: 'theme=dark; other=1' }), 'gubbara_admin')).toBe('/about');
  });

  it('never answers a write, a private page or an admin from the cache', () => {
    expect(pageCacheKey(request('POST', '/about'), 'gubbara_admin')).toBeUndefined();
    expect(pageCacheKey(request('GET', '/cart?x=1'), 'gubbara_admin')).toBeUndefined();
    expect(pageCacheKey(request('GET', '/about', { cookie: 'a=1; gubbara_admin=token' }), 'gubbara_admin')).toBeUndefined();
    expect(pageCacheKey(request('GET', '/about', { cookie: '__Host-gubbara_admin=token' }), '__Host-gubbara_admin')).toBeUndefined();
  });
});

describe('the key of a page: its path and the query parameters it reads', () => {
  const key = (url: string, method = 'GET') => pageCacheKey(request(method, url), 'gubbara_admin');

  it.each([
    ['/product-detail?id=5&utm_source=wa', '/product-detail?id=5'],
    ['/product-detail?utm_source=x&id=5', '/product-detail?id=5'],
    ['/product-detail?id=5&category=latex&fbclid=IwAR0&gclid=Cj0', '/product-detail?id=5'],
    ['/product-detail?x=123', '/product-detail'],
    ['/about?utm_source=whatsapp&utm_medium=status', '/about'],
    ['/about?', '/about'],
    ['/?utm_source=whatsapp', '/'],
    ['/?shown=80&utm_source=whatsapp', '/?shown=80'],
    ['/home?shown=80&x=1', '/home?shown=80'],
    ['/sitemap.xml?x=1', '/sitemap.xml'],
    ['/sitemaps/products-1.xml?utm_source=x', '/sitemaps/products-1.xml'],
    ['/kids?fbclid=1#gallery', '/kids'],
  ])('%s is %s', (url, expected) => expect(key(url)).toBe(expected));

  it('sorts the parameters by name and keeps a name’s repeats in their order', () => {
    const sorted = '/products?category=latex&max=900&min=100&page=2&sort=price-asc&stock=1';
    expect(key('/products?stock=1&sort=price-asc&page=2&min=100&max=900&category=latex&utm_source=wa')).toBe(sorted);
    expect(key('/products?utm_source=wa&category=latex&page=2&sort=price-asc&min=100&stock=1&max=900')).toBe(sorted);
    expect(key('/product-detail?id=5&x=1&id=6')).toBe('/product-detail?id=5&id=6');
    expect(key('/product-detail?id=6&id=5')).toBe('/product-detail?id=6&id=5');
    expect(key('/search?q=red+heart&page=2&q=blue&x=1')).toBe('/search?page=2&q=red+heart&q=blue');
  });

  it('reads the parameters as the page does: names and values decoded, one spelling per value', () => {
    expect(key('/product-detail?%69d=5&utm_source=x')).toBe('/product-detail?id=5');
    expect(key('/search?q=red%20heart')).toBe('/search?q=red+heart');
    expect(key('/products?category=&x=1')).toBe('/products?category=');
    expect(key('/product-detail?id')).toBe('/product-detail?id=');
  });

  it('finds the page as the router does: any case, trailing slashes, one segment for a parameter', () => {
    expect(key('/Product-Detail?id=5&x=1')).toBe('/Product-Detail?id=5');
    expect(key('/product-detail/?id=5&x=1')).toBe('/product-detail/?id=5');
    expect(key('/products//?category=latex&x=1')).toBe('/products//?category=latex');
    expect(key('/category/latex?page=2&sort=newest&category=x&utm_source=wa')).toBe('/category/latex?page=2&sort=newest');
    expect(key('/category/a%2Fb?page=2&x=1')).toBe('/category/a%2Fb?page=2');
    expect(key('/category/Latex%20Balloons?x=1')).toBe('/category/Latex%20Balloons');
    expect(key('/prod%75cts?category=latex&x=1')).toBe('/prod%75cts?category=latex');
    // The path the renderer's URL parser leaves: `..` resolved.
    expect(key('/category/..?shown=80&page=2')).toBe('/?shown=80');
    expect(key('/x/../about?utm_source=wa')).toBe('/about');
  });

  it('keeps React Router’s own parameters of a .data request', () => {
    expect(key('/product-detail.data?id=5&_routes=routes%2Fproduct-detail&utm_source=wa')).toBe('/product-detail.data?_routes=routes%2Fproduct-detail&id=5');
    expect(key('/product-detail.data?_routes=root&id=5')).toBe('/product-detail.data?_routes=root&id=5');
    expect(key('/_.data?shown=80&_routes=routes%2Fhome&x=1')).toBe('/_.data?_routes=routes%2Fhome&shown=80');
    expect(key('/products/_.data?category=latex&x=1')).toBe('/products/_.data?category=latex');
    expect(key('/categories.data?category=foil&index=&x=1')).toBe('/categories.data?category=foil&index=');
  });

  it('keys a path that is not a page of ROUTE_QUERIES by the whole address, as sent', () => {
    for (const url of [
      '/no/such/page?shown=80&x=1',
      '/products/extra?category=latex&x=1',
      '/category/?page=2&x=1',
      '/category/a/b?page=2&x=1',
      '/robots.txt?x=1',
      '/catalogues/latex.pdf?x=1',
      // Not the letter k: the router does not take the Kelvin sign for one, and neither does the key.
      '/\u212Aids?shown=80&x=1',
      '/product-detail.DATA?id=5&x=1',
      '/product-detail%2Edata?id=5&x=1',
    ])
      expect(key(url), url).toBe(url);
  });

  it('never keys a private page, however its path is spelled', () => {
    expect(key('/x/../cart?a=1')).toBeUndefined();
    expect(key('/cart/_.data?x=1')).toBeUndefined();
    expect(key('/x/../admin/orders?page=2')).toBeUndefined();
    expect(key('http://example.com/about')).toBeUndefined();
  });

  it('is the same for HEAD', () => expect(key('/product-detail?utm_source=x&id=5', 'HEAD')).toBe('/product-detail?id=5'));
});

describe('the pages of ROUTE_QUERIES', () => {
  /** Every route of app/routes.ts by its full path. */
  const paths = (entries: readonly RouteConfigEntry[], parent = ''): string[] =>
    entries.flatMap((r) => {
      const path = r.path === undefined ? parent : `${parent}/${r.path}`;
      return [...(r.index || r.path !== undefined ? [path || '/'] : []), ...paths(r.children ?? [], path)];
    });

  it('are routes of the app, as it declares them', () => {
    const declared = new Set(paths(routes));
    for (const path of Object.keys(ROUTE_QUERIES)) expect(declared, path).toContain(path);
  });

  it('read their parameters through pageQuery, which passes only the names listed, in order, repeats kept', () => {
    const read = pageQuery(new URLSearchParams('utm_source=wa&id=5&category=latex&id=6'), PAGE_QUERY.productDetail);
    expect([...read]).toEqual([
      ['id', '5'],
      ['id', '6'],
    ]);
    const req = new Request('http://localhost/products?page=2&category=latex&fbclid=1&sort=newest');
    expect(pageQuery(req, PAGE_QUERY.products).toString()).toBe('page=2&category=latex&sort=newest');
  });
});

describe('the key of a catalogue call, read from the URL as sent', () => {
  it.each([
    ['/api/home/product/7', 'product:7'],
    ['/api/home/product/7?utm_source=whatsapp', 'product:7'],
    ['/api/home/product/2147483647', 'product:2147483647'],
    ['/api/home/products', 'products:all:0'],
    ['/api/home/products?offset=0', 'products:all:0'],
    ['/api/home/products?limit=50', 'products:50:0'],
    ['/api/home/products?limit=50&offset=0', 'products:50:0'],
    ['/api/home/products?offset=100&limit=050', 'products:50:100'],
    ['/api/home/products/category/Latex', 'category:latex'],
    ['/api/home/categories?x=1', 'categories'],
  ])('%s is %s', (url, key) => expect(catalogueAnswerKey(url)).toBe(key));

  it.each([
    '/api/home/product/0',
    '/api/home/product/07',
    '/api/home/product/abc',
    '/api/home/product/7.0',
    '/api/home/product/7/',
    '/api/home/product/%37',
    '/api/home/product/2147483648',
    '/api/home/products?',
    '/api/home/products?limit=0',
    '/api/home/products?limit=501',
    '/api/home/products?offset=1000001',
    '/api/home/products?limit=5&limit=5',
    '/api/home/products?limit=-1',
    '/api/home/products?limit=5&junk=1',
    '/api/home/products?lim%69t=5',
    '/api/home/products/category/a%20b',
    `/api/home/products/category/${'a'.repeat(101)}`,
    '/api/home/productsx',
    '/api/admin/products',
  ])('%s is left to the route', (url) => expect(catalogueAnswerKey(url)).toBeUndefined());
});

describe('which answers are kept', () => {
  it('keeps a page, client navigation data and a sitemap', () => {
    expect(isKeepable(html())).toBe(true);
    expect(isKeepable(new Response('[1]', { headers: { 'content-type': 'text/x-script' } }))).toBe(true);
    expect(
      isKeepable(new Response('<urlset/>', { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } })),
    ).toBe(true);
  });

  it('never keeps a not-found page, a redirect, a failure, a cookie, a private answer or a resource route', () => {
    expect(isKeepable(new Response(null, { status: 302, headers: { location: '/' } }))).toBe(false);
    // A not-found page is one per made-up address.
    expect(isKeepable(html({ status: 404 }))).toBe(false);
    expect(isKeepable(html({ status: 500 }))).toBe(false);
    expect(isKeepable(html({ status: 503 }))).toBe(false);
    expect(isKeepable(html({ headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } }))).toBe(false);
    expect(isKeepable(html({ headers: { 'content-type': 'text/html', 'cache-control': 'no-store' } }))).toBe(false);
    expect(isKeepable(html({ headers: { 'content-type': 'text/html', 'cache-control': 'private, max-age=60' } }))).toBe(false);
    expect(isKeepable(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }))).toBe(false);
    expect(isKeepable(new Response('No such sitemap', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }))).toBe(false);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
  ] as const)('%s gets %s', (accept, encoding) => expect(chooseEncoding(accept)).toBe(encoding));
});

describe('encodeResponse', () => {
  it('holds brotli and gzip bytes of the same content, with a tag per encoding', async () => {
    const body = Buffer.from('<p>Balloon arch for a birthday.</p>\n'.repeat(200));
    const entry = await encodeResponse(200, { 'content-type': 'text/html' }, body);
    expect(zlib.brotliDecompressSync(entry.br!).equals(body)).toBe(true);
    expect(zlib.gunzipSync(entry.gzip!).equals(body)).toBe(true);
    const tags = [etagOf(entry, 'identity'), etagOf(entry, 'br'), etagOf(entry, 'gzip')];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+(\.br|\.gz)?"$/);
  });

  it('does not compress a body under 1 kB', async () => {
    const entry = await encodeResponse(200, {}, Buffer.from('{"ok":true}'));
    expect(entry.br).toBeUndefined();
    expect(entry.gzip).toBeUndefined();
  });

  it('keeps a body over 1 MB compressed only, and still sends it plain to a client that takes no compression', async () => {
    const body = Buffer.from(JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, title: `Heart foil balloon ${i}`, price: 100 + (i % 900) }))));
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const entry = await encodeResponse(200, { 'content-type': 'application/json' }, body);
    expect(entry.identity).toBeUndefined();
    expect(entry.size).toBeLessThan(body.length / 4);
    const app = Fastify();
    app.get('/list', (req, reply) => sendCached(req, reply, entry));
    try {
      const plain = await app.inject({ url: '/list', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(body)).toBe(true);
      const gz = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).equals(body)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('ResponseCache', () => {
  const entry = (text: string) => encodeResponse(200, {}, Buffer.from(text));
  const newCache = () => new ResponseCache({ maxEntries: 10, maxBytes: 1024 * 1024 });
  /** A build that takes a while (so requests overlap) and counts its runs. */
  const slowBuild = (result: () => Promise<CachedResponse | undefined>) => {
    const build = async () => {
      build.runs++;
      await new Promise((r) => setTimeout(r, 20));
      return result();
    };
    build.runs = 0;
    return build;
  };

  it('builds once for concurrent misses and serves the rest from memory', async () => {
    const cache = newCache();
    const build = slowBuild(() => entry('one'));
    const all = await Promise.all(Array.from({ length: 50 }, () => cache.fetch('/p', build)));
    expect(build.runs).toBe(1);
    expect(new Set(all).size).toBe(1);
    await cache.fetch('/p', build);
    expect(build.runs).toBe(1);
  });

  it('lets each waiter build for itself when the shared build may not be kept', async () => {
    const cache = newCache();
    const build = slowBuild(async () => undefined);
    const all = await Promise.all(Array.from({ length: 3 }, () => cache.fetch('/cart', build)));
    expect(all).toEqual([undefined, undefined, undefined]);
    expect(build.runs).toBe(3);
  });

  it('does not store what a build read before a clear', async () => {
    const cache = newCache();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const before = cache.fetch('/p', async () => {
      await gate;
      return entry('before the edit');
    });
    cache.clear();
    release();
    expect((await before)!.identity!.toString()).toBe('before the edit');
    expect(cache.get('/p')).toBeUndefined();
    const after = await cache.fetch('/p', () => entry('after the edit'));
    expect(after!.identity!.toString()).toBe('after the edit');
    expect(cache.get('/p')).toBe(after);
  });

  it('stays within its byte bound, dropping the least recently used', async () => {
    const entries = await Promise.all([0, 1, 2, 3, 4].map((n) => entry(String(n).padEnd(2000, '.'))));
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: entries[0]!.size * 3 + 100 });
    for (const [i, e] of entries.entries()) await cache.fetch(`/p${i}`, async () => e);
    expect(cache.get('/p0')).toBeUndefined();
    expect(cache.get('/p1')).toBeUndefined();
    for (const k of ['/p2', '/p3', '/p4']) expect(cache.get(k)).toBeDefined();
  });
});

describe('the page policy', () => {
  const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

  it('hashes the inline scripts a browser runs, not data blocks or external scripts', () => {
    const page = [
      '<script>window.a = 1;</script>',
      '<script type="module" async="">import "/assets/entry.js";</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="module" src="/assets/x.js"></script>',
      '<script>window.a = 1;</script>',
      '<SCRIPT>été();</SCRIPT>',
    ].join('\n');
    expect(inlineScriptHashes(page)).toEqual([sha('window.a = 1;'), sha('import "/assets/entry.js";'), sha('été();')]);
  });

  it("allows inline scripts by hash and files from our own origin, never 'unsafe-inline'", () => {
    const policy = pagePolicy([sha('x()')], false);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' ${sha('x()')}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(pagePolicy([], true)).toContain('upgrade-insecure-requests');
  });
});

// Pages, sitemaps and catalogue answers kept in memory, on a real database (SQLite and PostgreSQL) with
// the real production build: a repeat is answered without a query and before any route runs, with the
// headers of the first answer, a strong ETag, 304 for If-None-Match, brotli and gzip bytes of the same
// page; an admin edit is served at once; bad input to a catalogue call is still a 400; admins, the cart
// and the order page are never answered from memory; every page's policy names exactly its inline scripts.
import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { CatalogService } from '../../server/modules/catalog/catalog.service.ts';
import { PAGE_CACHE_LIMITS, withLateScripts } from '../../server/modules/page-cache/page-cache.ts';
import type { Product } from '../../shared/catalog.ts';
import { INDEXED_PAGE_PATHS } from '../../shared/urls.ts';
import { ADMIN_ENV, login, multipart } from '../helpers/admin.ts';
import { queryCounter, withPages } from '../helpers/pages.ts';
import { createTestContext, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let cookie: string;
let product: Product;
const queries = queryCounter();
let handled = 0;
/** The x-test-request header of every request Fastify saw at all. */
const seen = new Set<string>();

beforeAll(async () => {
  // As in production: repeats on a socket are answered before Fastify only while the access log skips them.
  t = await createTestContext({ demo: 12, env: { ...ADMIN_ENV, ACCESS_LOG: 'errors' } });
  // The same services, with the catalogue's queries counted: a render queries, an answer from memory does not.
  app = await buildApp({ ...t.services, catalog: new CatalogService(t.services.db.withPlugin(queries.plugin)) }, { ssr: withPages() });
  // Requests that got as far as a route's handler: a repeat answered by the fast path never does.
  app.addHook('preHandler', async () => {
    handled++;
  });
  // Requests Fastify saw at all: a repeat on a socket is written before it runs.
  app.addHook('onResponse', async (req) => {
    seen.add(String(req.headers['x-test-request']));
  });
  await app.ready();
  cookie = await login(t);
  product = (await t.services.catalog.listProducts({ limit: 1 }))[0]!;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

interface Answer {
  res: LightMyRequestResponse;
  /** Catalogue queries the request ran. */
  queries: number;
  /** Whether the request reached a route's handler (false: answered from memory before it). */
  handled: boolean;
}

async function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<Answer> {
  const before = queries.count;
  const handledBefore = handled;
  const res = await app.inject({ method, url, headers });
  return { res, queries: queries.count - before, handled: handled > handledBefore };
}

/** Saves the product's own fields with `changes` through the admin call; no changes puts it back as it was. */
async function editProduct(changes: Record<string, string> = {}): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(product)) if (k !== 'id' && k !== 'image' && v !== null) fields[k] = String(v);
  const form = await multipart({ ...fields, ...changes });
  const res = await app.inject({ method: 'PUT', url: `/api/admin/updateProduct/${product.id}`, headers: { cookie, ...form.headers }, payload: form.payload });
  expect(res.statusCode).toBe(200);
}

/** Starts the next test from an empty cache, as after any catalogue change. */
const forget = () => t.services.catalogueVersion.changed();

/** Runs `check` for each address asked in brotli, gzip and plain, each from an empty cache. */
async function eachEncoding(urls: string[], check: (url: string, headers: Record<string, string>, accept: string) => Promise<void>): Promise<void> {
  for (const url of urls) {
    for (const accept of ['br', 'gzip', '']) {
      await forget();
      await check(url, accept ? { 'accept-encoding': accept } : {}, accept);
    }
  }
}

/** The policy of everything that is not a page. */
const API_POLICY = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'self'";

const pageUrl = () => `/product-detail?id=${product.id}&category=${product.category}`;

describe('a public page', () => {
  it('is rendered once, then answered from memory with the same bytes and a strong ETag', async () => {
    await forget();
    const first = await get(pageUrl());
    expect(first.res.statusCode).toBe(200);
    expect(first.queries).toBeGreaterThan(0);
    const again = await get(pageUrl());
    expect(again.queries).toBe(0);
    expect(again.res.statusCode).toBe(200);
    expect(again.res.body).toBe(first.res.body);
    expect(again.res.body).toContain(product.title);
    expect(again.res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(again.res.headers.vary).toBe('Accept-Encoding');
    expect(again.res.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(again.res.headers.etag).toBe(first.res.headers.etag);
  });

  it('goes out as brotli or gzip, compressed once, each with its own tag', async () => {
    const plain = (await get(pageUrl())).res;
    const br = (await get(pageUrl(), { 'accept-encoding': 'gzip, deflate, br' })).res;
    const gz = (await get(pageUrl(), { 'accept-encoding': 'gzip' })).res;
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    expect(br.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}.br"`);
    expect(gz.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}.gz"`);
  });

  it('answers If-None-Match with 304, carrying the page’s own policy', async () => {
    const page = (await get(pageUrl(), { 'accept-encoding': 'br' })).res;
    const cond = await get(pageUrl(), { 'accept-encoding': 'br', 'if-none-match': page.headers.etag as string });
    expect(cond.queries).toBe(0);
    expect(cond.res.statusCode).toBe(304);
    expect(cond.res.body).toBe('');
    expect(cond.res.headers.etag).toBe(page.headers.etag);
    expect(cond.res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    // A browser updates the stored page's headers from a 304: the policy must still fit its scripts.
    expect(cond.res.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    // The tag of another encoding of the same page, weak or not, is the same content.
    const weak = await get(pageUrl(), { 'accept-encoding': 'gzip', 'if-none-match': `"nope", W/${page.headers.etag as string}` });
    expect(weak.res.statusCode).toBe(304);
    expect((await get(pageUrl(), { 'if-none-match': '"someone-else"' })).res.statusCode).toBe(200);
  });

  it('answered from memory, carries every header the render sent: security headers, its own policy, caching', async () => {
    await forget();
    for (const accept of ['br', 'gzip', '']) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
      const first = await get(pageUrl(), headers);
      const again = await get(pageUrl(), headers);
      expect(first.queries).toBeGreaterThan(0);
      expect(again.queries).toBe(0);
      const { date: _d1, ...rendered } = first.res.headers;
      const { date: _d2, ...kept } = again.res.headers;
      expect(kept).toEqual(rendered);
      expect(again.res.rawPayload.equals(first.res.rawPayload)).toBe(true);
      expect(kept['x-content-type-options']).toBe('nosniff');
      expect(kept['x-frame-options']).toBe('SAMEORIGIN');
      expect(kept['cross-origin-opener-policy']).toBe('same-origin');
      expect(kept['permissions-policy']).toContain('camera=()');
      expect(kept['content-security-policy']).toContain("script-src 'self' 'sha256-");
      await forget();
    }
  });

  it('answers HEAD from the same entry', async () => {
    const page = (await get(pageUrl())).res;
    const head = await get(pageUrl(), {}, 'HEAD');
    expect(head.queries).toBe(0);
    expect(head.res.statusCode).toBe(200);
    expect(head.res.body).toBe('');
    expect(head.res.headers.etag).toBe(page.headers.etag);
    expect(head.res.headers['content-length']).toBe(String(Buffer.byteLength(page.body)));
  });

  it('shows an admin edit on the next request, with a new ETag', async () => {
    const before = (await get(pageUrl())).res;
    expect((await get(pageUrl())).queries).toBe(0);
    await editProduct({ title: 'Cached Page Edited Title', price: '777' });
    const after = await get(pageUrl(), { 'if-none-match': before.headers.etag as string });
    expect(after.res.statusCode).toBe(200);
    expect(after.queries).toBeGreaterThan(0);
    expect(after.res.body).toContain('Cached Page Edited Title');
    expect(after.res.body).not.toContain(product.title);
    expect(after.res.headers.etag).not.toBe(before.headers.etag);
    await editProduct();
    expect((await get(pageUrl())).res.body).toContain(product.title);
  });

  it('renders concurrent first requests once', async () => {
    await forget();
    const one = await get(pageUrl());
    await forget();
    const before = queries.count;
    const all = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: pageUrl() })));
    expect(queries.count - before).toBe(one.queries);
    for (const res of all) expect(res.body).toBe(one.res.body);
  });

  it('is rendered for the configured address, whatever Host the first visitor sent', async () => {
    await forget();
    const poisoned = await get('/about?from=broadcast', { host: 'evil.example' });
    expect(poisoned.queries).toBeGreaterThan(0);
    expect(poisoned.res.body).not.toContain('evil.example');
    const next = await get('/about?from=broadcast');
    expect(next.queries).toBe(0);
    expect(next.res.body).toBe(poisoned.res.body);
  });

  it('keeps client-side navigation data the same way', async () => {
    const url = `/product-detail.data?id=${product.id}&category=${product.category}`;
    const first = await get(url);
    expect(first.res.statusCode).toBe(200);
    expect(first.res.headers['content-type']).toBe('text/x-script');
    const again = await get(url, { 'if-none-match': first.res.headers.etag as string });
    expect(again.queries).toBe(0);
    expect(again.res.statusCode).toBe(304);
  });

  it('renders the not-found page each time, never keeping it: made-up addresses are endless', async () => {
    await get('/no/such/page');
    const again = await get('/no/such/page', { 'if-none-match': '*' });
    expect(again.queries).toBeGreaterThan(0);
    expect(again.res.statusCode).toBe(404);
    expect(again.res.body).toContain('class="product-card"');
    expect(again.res.headers.etag).toBeUndefined();
  });
});

describe('the home page as sent', () => {
  it('comes whole: the sections under the first screen are in place, none left to a script to swap in', async () => {
    await forget();
    const { res } = await get('/');
    const html = res.body;
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    for (const heading of ['Quick View', 'Gallery', 'What our customers say', 'Why choose us', 'Our work in motion', 'Hot Selling', 'Our Products'])
      expect(main).toContain(`>${heading}</h2>`);
    expect(main).toContain(`>${product.title}</h3>`);
    // React would otherwise move a large finished boundary to the end of the page, shown later by a script.
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
  });
});

describe('the key: a page’s path and the query parameters it reads', () => {
  const clean = () => `/product-detail?id=${product.id}`;

  it('answers a link with tracking or junk parameters from the entry of the clean address', async () => {
    await forget();
    const first = await get(clean());
    expect(first.queries).toBeGreaterThan(0);
    expect(first.res.body).toContain(product.title);
    for (const url of [
      `/product-detail?id=${product.id}&utm_source=whatsapp&utm_medium=broadcast&utm_campaign=diwali`,
      `/product-detail?utm_source=x&id=${product.id}`,
      `/product-detail?id=${product.id}&fbclid=IwAR0abc&gclid=Cj0KCQ`,
      `/product-detail?x=123&id=${product.id}`,
      `/product-detail?id=${product.id}&category=${product.category}`,
      `/Product-Detail/?id=${product.id}&utm_source=whatsapp`.replace('/Product-Detail/', '/product-detail'),
    ]) {
      const variant = await get(url);
      expect(variant.queries, url).toBe(0);
      expect(variant.handled, url).toBe(false);
      expect(variant.res.body, url).toBe(first.res.body);
      expect(variant.res.headers.etag, url).toBe(first.res.headers.etag);
    }
  });

  it('keeps each product, and each order of repeated ids, as its own entry', async () => {
    await forget();
    const [a, b] = await t.services.catalog.listProducts({ limit: 2 });
    const pageA = await get(`/product-detail?id=${a!.id}`);
    const pageB = await get(`/product-detail?id=${b!.id}&utm_source=whatsapp`);
    expect(pageB.queries).toBeGreaterThan(0);
    expect(pageA.res.body).toContain(`>${a!.title}</h1>`);
    expect(pageB.res.body).toContain(`>${b!.title}</h1>`);
    // The page reads the first id: each order is another page, rendered once.
    const ab = await get(`/product-detail?id=${a!.id}&id=${b!.id}`);
    const ba = await get(`/product-detail?id=${b!.id}&id=${a!.id}`);
    expect(ab.queries).toBeGreaterThan(0);
    expect(ba.queries).toBeGreaterThan(0);
    expect(ab.res.body).toContain(`>${a!.title}</h1>`);
    expect(ba.res.body).toContain(`>${b!.title}</h1>`);
    expect((await get(`/product-detail?utm_source=x&id=${b!.id}&id=${a!.id}`)).res.body).toBe(ba.res.body);
  });

  it('keys a listing by its category, page, sort and filters, in any order, and nothing else', async () => {
    await forget();
    const sorted = await get(`/products?category=${product.category}&sort=price-desc&stock=1`);
    expect(sorted.queries).toBeGreaterThan(0);
    const same = await get(`/products?stock=1&utm_source=whatsapp&sort=price-desc&category=${product.category}`);
    expect(same.queries).toBe(0);
    expect(same.res.body).toBe(sorted.res.body);
    const other = await get(`/products?category=${product.category}&sort=price-asc&stock=1`);
    expect(other.queries).toBeGreaterThan(0);
    expect(other.res.body).not.toBe(sorted.res.body);
    const gallery = await get(`/category/${product.category}?fbclid=1`);
    expect(gallery.queries).toBeGreaterThan(0);
    expect((await get(`/category/${product.category}`)).queries).toBe(0);
  });

  it('keeps the home page’s longer list apart, and answers its tracking links from the home page', async () => {
    await forget();
    const home = await get('/');
    expect((await get('/?utm_source=whatsapp&utm_medium=status')).queries).toBe(0);
    expect((await get('/home?gclid=abc')).res.body).toBe((await get('/home')).res.body);
    const longer = await get('/?shown=80&utm_source=whatsapp');
    expect(longer.queries).toBeGreaterThan(0);
    expect((await get('/?utm_source=x&shown=80')).queries).toBe(0);
    expect(home.res.statusCode).toBe(200);
  });

  it('answers a sitemap asked with a query from the sitemap’s entry', async () => {
    await forget();
    for (const url of ['/sitemap.xml', '/sitemaps/products-1.xml', '/sitemaps/pages.xml']) {
      const first = await get(url);
      expect(first.queries, url).toBeGreaterThan(0);
      for (const variant of [`${url}?x=1`, `${url}?utm_source=whatsapp&x=2`]) {
        const again = await get(variant);
        expect(again.queries, variant).toBe(0);
        expect(again.handled, variant).toBe(false);
        expect(again.res.body, variant).toBe(first.res.body);
      }
    }
  });

  it('keeps the routes a navigation’s .data request names in its key', async () => {
    await forget();
    const data = (routes: string) => `/product-detail.data?id=${product.id}&_routes=${encodeURIComponent(routes)}`;
    const page = await get(data('routes/product-detail'));
    expect(page.res.statusCode).toBe(200);
    expect(page.res.body).toContain(product.title);
    const root = await get(data('root'));
    expect(root.queries).toBeGreaterThan(0);
    expect(root.res.body).not.toContain(product.title);
    const junk = await get(`${data('routes/product-detail')}&utm_source=whatsapp`);
    expect(junk.queries).toBe(0);
    expect(junk.res.body).toBe(page.res.body);
  });

  it('keys a page it has no list of parameters for by its whole address', async () => {
    await forget();
    await get('/no/such/page');
    for (const url of ['/no/such/page?utm_source=whatsapp', '/no/such/page?x=1&utm_source=whatsapp', '/no/such/page?utm_source=whatsapp&x=1']) {
      const other = await get(url);
      expect(other.queries, url).toBeGreaterThan(0);
      expect(other.res.statusCode, url).toBe(404);
    }
  });

  it('keeps what the whole address renders: a page shows nothing of a parameter it does not read', async () => {
    const [a] = await t.services.catalog.listProducts({ limit: 1 });
    const junk = 'utm_source=whatsapp&fbclid=IwAR0abc&x=%3Cscript%3E';
    for (const path of [
      `/product-detail?id=${a!.id}&category=${a!.category}`,
      `/products?category=${a!.category}&sort=newest`,
      `/category/${a!.category}?page=1`,
      `/categories?category=${a!.category}`,
      '/?shown=60',
      '/home?',
      ...INDEXED_PAGE_PATHS.filter((p) => p !== '/').map((p) => `${p}?`),
      '/sitemap.xml?',
      '/sitemaps/pages.xml?',
      `/product-detail.data?id=${a!.id}&_routes=routes%2Fproduct-detail`,
    ]) {
      await forget();
      const kept = await get(`${path}&${junk}`);
      expect(kept.res.headers.etag, path).toBeDefined();
      // An admin's request is rendered for the address as sent and never kept (so it keeps its preloads).
      const whole = await get(`${path}&${junk}`, { cookie });
      expect(whole.res.headers.etag, path).toBeUndefined();
      expect(withLateScripts(whole.res.body), path).toBe(kept.res.body);
    }
  });

  it('keys a listing and the home page by the values they read: a junk sort, bound or count is the default', async () => {
    await forget();
    const listing = await get(`/products?category=${product.category}&sort=price-asc&min=10`);
    for (const url of [
      `/products?category=${product.category}&sort=price-asc&min=10&max=junk&stock=yes`,
      `/products?category=${product.category}&sort=price-asc&min=%2010%20&page=1`,
    ]) {
      const same = await get(url);
      expect(same.queries, url).toBe(0);
      expect(same.res.body, url).toBe(listing.res.body);
    }
    const plain = await get(`/category/${product.category}`);
    expect((await get(`/category/${product.category}?sort=junk&min=x`)).res.body).toBe(plain.res.body);
    const home = await get('/');
    for (const url of ['/?shown=x', '/?shown=-5', '/?shown=50']) expect((await get(url)).queries, url).toBe(0);
    expect((await get('/?shown=61')).res.body).toBe((await get('/?shown=70')).res.body);
    expect(home.res.statusCode).toBe(200);
    // A page that is no number is a 404 naming it: rendered each time, never kept.
    const junkPage = await get(`/products?category=${product.category}&page=x`);
    expect(junkPage.res.statusCode).toBe(404);
    expect((await get(`/products?category=${product.category}&page=x`)).queries).toBeGreaterThan(0);
  });

  // Three times what the cache holds: were junk kept under keys of its own, it would push every real
  // page out.
  const JUNK = 3 * PAGE_CACHE_LIMITS.maxEntries;
  it(`still answers the home page and ten product pages from memory after ${JUNK.toLocaleString('en-IN')} junk addresses`, async () => {
    await forget();
    const products = await t.services.catalog.listProducts({ limit: 10 });
    expect(products).toHaveLength(10);
    const real = ['/', ...products.map((p) => `/product-detail?id=${p.id}`)];
    for (const url of real) await get(url);
    for (let i = 0; i < JUNK; i++) {
      const junk = [
        `/products?category=${product.category}&sort=junk${i}`,
        `/category/${product.category}?min=x${i}&max=${i}y`,
        `/?shown=junk${i}`,
        `/search?q=balloon&sort=z${i}`,
        `/products?category=${product.category}&page=x${i}`,
        `/no/such/page/${i}`,
      ][i % 6]!;
      const res = await app.inject({ url: junk });
      expect(res.statusCode, junk).toBeLessThan(500);
    }
    for (const url of real) {
      const again = await get(url);
      expect(again.queries, url).toBe(0);
      expect(again.handled, url).toBe(false);
    }
  }, 180_000);

  it('never lets the Host header choose the page kept under a key', async () => {
    await forget();
    const poisoned = await get(`/product-detail?id=${product.id}`, { host: 'evil.example/about?' });
    expect(poisoned.res.body).toContain(product.title);
    const next = await get(`/product-detail?id=${product.id}`);
    expect(next.queries).toBe(0);
    expect(next.res.body).toContain(product.title);
  });
});

describe('never from memory', () => {
  it.each(['/cart', '/buy'])('%s is rendered every time, without a validator', async (url) => {
    for (let i = 0; i < 2; i++) {
      const { res, queries: n } = await get(url);
      expect(res.statusCode).toBe(200);
      expect(n).toBeGreaterThan(0);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('a request with an admin session cookie is rendered, and what it renders is not kept', async () => {
    await forget();
    for (let i = 0; i < 2; i++) {
      const { res, queries: n } = await get(pageUrl(), { cookie });
      expect(res.statusCode).toBe(200);
      expect(n).toBeGreaterThan(0);
      expect(res.headers.etag).toBeUndefined();
    }
    // The anonymous visitor after it still causes the first render.
    expect((await get(pageUrl())).queries).toBeGreaterThan(0);
    // Once the page is kept, the admin's request is still rendered for them, not answered from memory.
    expect((await get(pageUrl())).queries).toBe(0);
    const admin = await get(pageUrl(), { cookie });
    expect(admin.queries).toBeGreaterThan(0);
    expect(admin.res.headers.etag).toBeUndefined();
  });

  it('admin pages are rendered for the admin and redirect everyone else', async () => {
    for (let i = 0; i < 2; i++) {
      const { res, queries: n } = await get('/admin/viewproduct', { cookie });
      expect(res.statusCode).toBe(200);
      expect(n).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const anonymous = await get('/admin/viewproduct');
    expect(anonymous.res.statusCode).toBe(302);
    expect(anonymous.res.headers.location).toBe('/admin-login?next=%2Fadmin%2Fviewproduct');
  });
});

describe('scripts after the first paint', () => {
  it('a kept page names no module preloads; its module script still imports its route modules', async () => {
    for (const url of ['/', pageUrl(), '/products?category=latex', '/about']) {
      const { res } = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('rel="modulepreload"');
      const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
      expect(script, url).toMatch(/^import \* as route0 from "\/assets\/root-[\w-]+\.js";$/m);
      expect(script, url).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\);/);
    }
  });

  it('the cart and the admin area, never kept, keep theirs', async () => {
    for (const url of ['/cart', '/admin-login']) expect((await get(url)).res.body, url).toContain('<link rel="modulepreload" href="/assets/entry.client-');
  });
});

describe('the page policy', () => {
  const scriptHashes = (html: string) =>
    [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attrs]) => !/src=|application\/ld\+json/.test(attrs!))
      .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);

  it.each(['/', '/products?category=latex', '/cart', '/no/such/page', '/admin-login'])(
    "%s: script-src names exactly the page's inline scripts and our own origin, never 'unsafe-inline'",
    async (url) => {
      const { res } = await get(url);
      const policy = res.headers['content-security-policy'] as string;
      const directives = new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
      const scriptSrc = directives.get('script-src')!;
      expect(scriptSrc[0]).toBe("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const hashes = scriptHashes(res.body);
      expect(hashes.length).toBeGreaterThanOrEqual(3);
      expect(new Set(scriptSrc.slice(1))).toEqual(new Set(hashes));
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org', 'https://www.google.com']);
      expect(directives.get('img-src')).toContain('https://i.ytimg.com');
      expect(res.headers['permissions-policy']).toContain('camera=(), ');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    },
  );

  it('API answers keep a policy that allows nothing', async () => {
    const { res } = await get('/api/home/categories');
    expect(res.headers['content-security-policy']).toBe(API_POLICY);
  });
});

describe('the public catalogue calls', () => {
  it('serve the full product list from memory on repeat, and the edit at once', async () => {
    await forget();
    const first = await get('/api/home/products', { 'accept-encoding': 'br' });
    expect(first.res.statusCode).toBe(200);
    expect(first.queries).toBeGreaterThan(0);
    expect(first.res.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = JSON.parse(zlib.brotliDecompressSync(first.res.rawPayload).toString()) as Product[];
    expect(list).toHaveLength(12);
    expect(list[0]).toEqual(product);

    const again = await get('/api/home/products', { 'accept-encoding': 'br' });
    expect(again.queries).toBe(0);
    expect(again.res.rawPayload.equals(first.res.rawPayload)).toBe(true);
    const cond = await get('/api/home/products', { 'accept-encoding': 'br', 'if-none-match': first.res.headers.etag as string });
    expect(cond.res.statusCode).toBe(304);
    expect(cond.queries).toBe(0);

    await editProduct({ title: 'Listed Edit', price: '4321' });
    const after = await get('/api/home/products');
    expect(after.queries).toBeGreaterThan(0);
    expect((after.res.json() as Product[])[0]).toMatchObject({ id: product.id, title: 'Listed Edit', price: 4321 });
    expect(after.res.headers.etag).not.toBe(first.res.headers.etag?.replace('.br', ''));
    await editProduct();
    expect((await get('/api/home/products')).res.json()).toEqual(list);
  });

  it('serve one product, a category and the categories from memory, each following edits', async () => {
    const calls = [`/api/home/product/${product.id}`, `/api/home/products/category/${product.category}`, '/api/home/categories'];
    for (const url of calls) await get(url);
    for (const url of calls) expect((await get(url)).queries, url).toBe(0);
    expect((await get(`/api/home/products/category/ ${product.category.toUpperCase()}`)).queries).toBe(0);

    const [cat] = (await app.inject({ url: '/api/admin/category', headers: { cookie } })).json() as { id: number; name: string; isActive: boolean }[];
    const form = await multipart({ name: `${cat!.name} Renamed`, isActive: 'true' });
    const upd = await app.inject({ method: 'PUT', url: `/api/admin/updateCategory/${cat!.id}`, headers: { cookie, ...form.headers }, payload: form.payload });
    expect(upd.statusCode).toBe(200);
    expect(((await get('/api/home/categories')).res.json() as { name: string }[]).map((c) => c.name)).toContain(`${cat!.name} Renamed`);
    const back = await multipart({ name: cat!.name, isActive: 'true' });
    await app.inject({ method: 'PUT', url: `/api/admin/updateCategory/${cat!.id}`, headers: { cookie, ...back.headers }, payload: back.payload });
  });

  it('still answer bad input with 400 and an unknown product with 404, in our shape', async () => {
    expect((await get('/api/home/products?limit=0')).res.json()).toEqual({ status: 400, message: 'limit must be at least 1' });
    expect((await get('/api/home/product/abc')).res.statusCode).toBe(400);
    for (let i = 0; i < 2; i++) {
      const missing = await get('/api/home/product/999999');
      expect(missing.res.statusCode).toBe(404);
      expect(missing.res.json()).toEqual({ status: 404, message: 'Product 999999 not found' });
    }
  });

  it('answer a repeat before the route runs, with the bytes and every header of the first answer', async () => {
    const calls = [
      `/api/home/product/${product.id}`,
      '/api/home/products?limit=5&offset=2',
      '/api/home/products',
      `/api/home/products/category/${product.category}`,
      '/api/home/categories',
    ];
    await eachEncoding(calls, async (url, headers, accept) => {
      const first = await get(url, headers);
      const again = await get(url, headers);
      expect(first.handled, url).toBe(true);
      expect(again.handled, url).toBe(false);
      expect(again.queries).toBe(0);
      expect(again.res.statusCode).toBe(200);
      const { date: _d1, ...missed } = first.res.headers;
      const { date: _d2, ...hit } = again.res.headers;
      expect(hit, `${url} (${accept})`).toEqual(missed);
      expect(again.res.rawPayload.equals(first.res.rawPayload)).toBe(true);
      expect(hit['x-content-type-options']).toBe('nosniff');
      expect(hit['cross-origin-opener-policy']).toBe('same-origin');
      expect(hit['content-security-policy']).toBe(API_POLICY);
      expect(hit['cache-control']).toBe('public, max-age=0, must-revalidate');
    });
  });

  it('answer If-None-Match with 304 and HEAD from memory, with the headers of the answer', async () => {
    const url = `/api/home/product/${product.id}`;
    await forget();
    const first = await get(url, { 'accept-encoding': 'gzip' });
    const cond = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': first.res.headers.etag as string });
    expect(cond.handled).toBe(false);
    expect(cond.res.statusCode).toBe(304);
    expect(cond.res.body).toBe('');
    expect(cond.res.headers.etag).toBe(first.res.headers.etag);
    expect(cond.res.headers['content-security-policy']).toBe(API_POLICY);
    expect(cond.res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const head = await get(url, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.handled).toBe(false);
    expect(head.res.statusCode).toBe(200);
    expect(head.res.body).toBe('');
    expect(head.res.headers.etag).toBe(first.res.headers.etag);
    expect(head.res.headers['content-length']).toBe(String(first.res.rawPayload.length));
  });

  it('show an admin edit of a product on the next request, then answer the edited one from memory', async () => {
    const url = `/api/home/product/${product.id}`;
    const before = await get(url);
    expect((await get(url)).handled).toBe(false);
    await editProduct({ title: 'Fast Path Edited Title', price: '555' });
    const after = await get(url, { 'if-none-match': before.res.headers.etag as string });
    expect(after.res.statusCode).toBe(200);
    expect(after.queries).toBeGreaterThan(0);
    expect(after.res.json()).toMatchObject({ id: product.id, title: 'Fast Path Edited Title', price: 555 });
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    const again = await get(url);
    expect(again.handled).toBe(false);
    expect(again.res.body).toBe(after.res.body);
    await editProduct();
    expect((await get(url)).res.json()).toEqual(product);
  });

  it('refuse a bad id with 400 in our shape, while a good one is answered from memory', async () => {
    const good = `/api/home/product/${product.id}`;
    await get(good);
    expect((await get(good)).handled).toBe(false);
    const message = { status: 400, message: 'id must be a positive whole number' };
    for (const [id, answer] of [
      ['abc', message],
      ['0', message],
      [`0${product.id}`, message],
      [`${product.id}.0`, message],
      [`${product.id}%20`, message],
      ['2147483648', { status: 400, message: 'id is too large' }],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const bad = await get(`/api/home/product/${id}`);
        expect(bad.res.statusCode, id).toBe(400);
        expect(bad.res.json(), id).toEqual(answer);
        expect(bad.res.headers.etag).toBeUndefined();
      }
    }
  });

  it('never keep the empty list of an unknown category, so made-up names cannot fill the cache', async () => {
    for (let i = 0; i < 2; i++) {
      const unknown = await get('/api/home/products/category/no-such-category-here');
      expect(unknown.res.statusCode).toBe(200);
      expect(unknown.res.json()).toEqual([]);
      expect(unknown.handled).toBe(true);
      expect(unknown.queries).toBeGreaterThan(0);
      expect(unknown.res.headers.etag).toBeUndefined();
      expect(unknown.res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(unknown.res.headers['content-security-policy']).toBe(API_POLICY);
    }
  });

  it('keep one answer for every way of asking for the same list, and refuse a bad one', async () => {
    await forget();
    const first = await get('/api/home/products?limit=5');
    expect(first.queries).toBeGreaterThan(0);
    for (const url of [
      '/api/home/products?limit=5&offset=0',
      '/api/home/products?offset=0&limit=5',
      '/api/home/products?limit=05',
      '/api/home/products?limit=5&utm_source=whatsapp',
      '/api/home/products?limit=%35',
    ]) {
      const same = await get(url);
      expect(same.queries, url).toBe(0);
      expect(same.res.body, url).toBe(first.res.body);
    }
    for (const [url, message] of [
      ['/api/home/products?limit=5&limit=5', 'limit must be a number'],
      ['/api/home/products?limit=501', 'limit must be at most 500'],
      ['/api/home/products?limit=5&offset=-1', 'offset must be 0 or more'],
    ]) {
      const bad = await get(url!);
      expect(bad.res.json(), url).toEqual({ status: 400, message });
    }
  });
});

describe('the sitemaps', () => {
  it('a file is made once, answered from memory with the same headers, and made again after an edit', async () => {
    await forget();
    const url = '/sitemaps/products-1.xml';
    const first = await get(url);
    expect(first.res.statusCode).toBe(200);
    expect(first.queries).toBeGreaterThan(0);
    expect(first.res.body).toContain(`?id=${product.id}&amp;category=${product.category}</loc>`);
    const again = await get(url);
    expect(again.queries).toBe(0);
    expect(again.handled).toBe(false);
    const { date: _d1, etag, ...made } = first.res.headers;
    const { date: _d2, ...kept } = again.res.headers;
    expect(kept).toEqual({ ...made, etag });
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(again.res.body).toBe(first.res.body);
    expect(kept['content-type']).toBe('application/xml; charset=utf-8');
    expect(kept['cache-control']).toBe('public, max-age=3600');
    expect(kept['content-security-policy']).toBe(API_POLICY);
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.queries).toBe(0);
    expect(zlib.brotliDecompressSync(br.res.rawPayload).toString()).toBe(first.res.body);
    expect((await get(url, { 'if-none-match': br.res.headers.etag as string })).res.statusCode).toBe(304);

    const other = (await t.services.catalog.listCategories()).find((c) => c.slug !== product.category)!.slug;
    await editProduct({ category: other });
    const after = await get(url);
    expect(after.queries).toBeGreaterThan(0);
    expect(after.res.body).toContain(`?id=${product.id}&amp;category=${other}</loc>`);
    expect(after.res.headers.etag).not.toBe(etag);
    await editProduct();
    expect((await get(url)).res.body).toBe(first.res.body);
  });

  it('the index is made once too', async () => {
    await forget();
    expect((await get('/sitemap.xml')).queries).toBeGreaterThan(0);
    const again = await get('/sitemap.xml');
    expect(again.queries).toBe(0);
    expect(again.res.body).toContain('/sitemaps/products-1.xml</loc>');
  });

  it('an unknown file is a 404 each time, never kept', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await get('/sitemaps/products-9.xml');
      expect(missing.res.statusCode).toBe(404);
      expect(missing.res.body).toBe('No such sitemap');
      expect(missing.handled).toBe(true);
    }
  });
});

describe('on a socket', () => {
  let base: string;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  let sent = 0;

  /** A request over HTTP whose body is kept as sent, and whether Fastify saw it. */
  async function send(
    url: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; seen: boolean }> {
    const id = `socket-${++sent}`;
    const res = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(base + url, { method, headers: { ...headers, 'x-test-request': id } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
    // Fastify's onResponse hooks run once the server has finished writing, which the client may see first.
    await new Promise((r) => setTimeout(r, 30));
    return { ...res, seen: seen.has(id) };
  }

  it('a repeat of a page or a catalogue call is written before Fastify runs, as the first answer was', async () => {
    await eachEncoding([pageUrl(), `/api/home/product/${product.id}`, '/api/home/categories', '/sitemap.xml'], async (url, headers, accept) => {
      const first = await send(url, headers);
      const again = await send(url, headers);
      expect(first.seen, url).toBe(true);
      expect(again.seen, url).toBe(false);
      expect(again.status).toBe(200);
      const { date: _d1, connection: _c1, 'keep-alive': _k1, ...missed } = first.headers;
      const { date: _d2, connection: _c2, 'keep-alive': _k2, ...hit } = again.headers;
      expect(hit, `${url} (${accept})`).toEqual(missed);
      expect(again.body.equals(first.body)).toBe(true);
      expect(hit['x-content-type-options']).toBe('nosniff');
      const cond = await send(url, { ...headers, 'if-none-match': again.headers.etag as string });
      expect(cond.status).toBe(304);
      expect(cond.seen).toBe(false);
      const head = await send(url, headers, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.seen).toBe(false);
    });
  });

  it('a request with the admin session cookie, a POST and the cart still go through Fastify', async () => {
    await forget();
    await send(pageUrl());
    const admin = await send(pageUrl(), { cookie });
    expect(admin.status).toBe(200);
    expect(admin.seen).toBe(true);
    expect((await send(pageUrl(), {}, 'POST')).seen).toBe(true);
    await send('/cart');
    expect((await send('/cart')).seen).toBe(true);
  });
});

// The machine-readable resources on a real database (SQLite and PostgreSQL): /sitemap.xml leads to
// every active category and product and follows the data, /robots.txt names the public sitemap, and
// the Our Work catalogues are real PDF documents listing the catalogue's products. Absolute URLs come
// from configuration, never from a request's Host header.
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesContext } from '../../app/context.ts';
import { OUR_WORK } from '../../app/features/pages/content.ts';
import { loader as root } from '../../app/root.tsx';
import { loader as cataloguePdf } from '../../app/routes/catalogues.ts';
import { loader as robots } from '../../app/routes/robots.ts';
import { loader as sitemap } from '../../app/routes/sitemap.ts';
import { loader as sitemaps } from '../../app/routes/sitemaps.ts';
import type { Product } from '../../shared/catalog.ts';
import { createTestContext, type TestContext, testContextForFile } from '../helpers/test-db.ts';

const ORIGIN = 'https://gubbara.example';

const t = testContextForFile({ demo: 80, env: { PUBLIC_BASE_URL: ORIGIN } });

function args(url: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider(new Map([[servicesContext, t.services]]) as never);
  return { request: new Request(`http://internal.test${url}`), params, context } as never;
}

/** The <loc>s of an XML answer, checked to be at the public address, as paths. */
async function locPaths(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const loc = m[1]!.replace(/&amp;/g, '&');
    expect(loc.startsWith(ORIGIN)).toBe(true);
    return loc.slice(ORIGIN.length);
  });
}

/** Every page the sitemap index leads to: the index's files, then their URLs. */
async function sitemapPaths(): Promise<string[]> {
  const files = await locPaths((await sitemap(args('/sitemap.xml'))) as Response);
  expect(files[0]).toBe('/sitemaps/pages.xml');
  const pages: string[] = [];
  for (const f of files) {
    const file = f.slice('/sitemaps/'.length);
    pages.push(...(await locPaths((await sitemaps(args(f, { file }))) as Response)));
  }
  return pages;
}

describe('/sitemap.xml', () => {
  it('lists the public pages, every active category and every product at the public address', async () => {
    const paths = await sitemapPaths();
    for (const p of ['/', '/product', '/kids', '/about', '/contact', '/ourwork', '/contactForm', '/franchise', '/privacy', '/tandc', '/categories'])
      expect(paths).toContain(p);
    const categories = await t.services.catalog.listCategories(true);
    for (const c of categories) {
      expect(paths).toContain(`/products?category=${encodeURIComponent(c.slug)}`);
      expect(paths).toContain(`/category/${encodeURIComponent(c.slug)}`);
    }
    const products = await t.services.catalog.listProducts();
    expect(products).toHaveLength(80);
    for (const p of products) expect(paths).toContain(`/product-detail?id=${p.id}&category=${encodeURIComponent(p.category)}`);
    expect(paths.some((p) => /^\/(admin|abc|cart)/.test(p))).toBe(false);
  });

  it('drops an inactive category and its products', async () => {
    const latex = await t.services.catalog.productsByCategory('latex');
    expect(latex.length).toBeGreaterThan(0);
    await t.services.db.updateTable('categories').set({ is_active: 0 }).where('slug', '=', 'latex').execute();
    try {
      const paths = await sitemapPaths();
      expect(paths).not.toContain('/products?category=latex');
      expect(paths).not.toContain('/category/latex');
      for (const p of latex) expect(paths.some((x) => x.startsWith(`/product-detail?id=${p.id}&`))).toBe(false);
    } finally {
      await t.services.db.updateTable('categories').set({ is_active: 1 }).where('slug', '=', 'latex').execute();
    }
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of the admin area, /abc and the cart and names the public sitemap', async () => {
    const res = (await robots(args('/robots.txt'))) as Response;
    const lines = (await res.text()).split('\n');
    for (const p of ['/admin', '/abc', '/cart']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // The files the index names are not shut out.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const p of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products-1.xml'])
      expect(
        disallowed.filter((d) => p.startsWith(d)),
        p,
      ).toEqual([]);
  });
});

/** The page content of a PDF: every Flate stream inflated (pictures and others skipped). */
function contentStreams(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes);
  let out = '';
  let at = 0;
  for (;;) {
    const start = buf.indexOf('stream\n', at, 'latin1');
    if (start < 0) break;
    if (buf.toString('latin1', start - 3, start) === 'end') {
      at = start + 1;
      continue;
    }
    const end = buf.indexOf('\nendstream', start, 'latin1');
    if (end < 0) break;
    try {
      out += zlib.inflateSync(buf.subarray(start + 'stream\n'.length, end)).toString('latin1');
    } catch {
      /* not a Flate stream */
    }
    at = end + 1;
  }
  return out;
}

describe('/catalogues/{file}', () => {
  const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex').toUpperCase();
  const rs = (n: number) => `Rs. ${new Intl.NumberFormat('en-IN').format(n)}`;

  it.each(OUR_WORK.catalogues.map((c) => [c.file, c] as const))('%s is a real PDF listing its products', async (file, cat) => {
    const res = (await cataloguePdf(args(`/catalogues/${file}`, { file }))) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`${cat.title} catalogue`);
    const products: Product[] = (await Promise.all(cat.categories.map((c) => t.services.catalog.productsByCategory(c)))).flat();
    expect(products.length).toBeGreaterThan(0);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    const raw = contentStreams(bytes);
    for (const p of products) expect(raw, `${p.title} ${p.price}`).toContain(`<${hex(rs(p.price))}>`);
    expect(raw).toContain(`<${hex(`${ORIGIN}/product-detail?id=${products[0]!.id}&category=${products[0]!.category}`)}>`);
  });

  it('answers 404 for any other file', async () => {
    for (const file of ['nothing.pdf', '..%2Fsecret.pdf', 'sky-balloon']) {
      const res = (await cataloguePdf(args(`/catalogues/${file}`, { file }))) as Response;
      expect(res.status).toBe(404);
    }
  });
});

describe('absolute URLs without PUBLIC_BASE_URL: never from the Host header', () => {
  const LOCAL = 'http://localhost:4321';
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext({ demo: 6, env: { PORT: '4321' } });
  });
  afterAll(async () => {
    await plain?.close();
  });

  /** Loader arguments for a request that names another site in its Host header. */
  function forged(url: string, host: string, params: Record<string, string> = {}) {
    const context = new RouterContextProvider(new Map([[servicesContext, plain.services]]) as never);
    return { request: new Request(`http://${host}${url}`, { headers: { host } }), params, context } as never;
  }

  it('uses http://localhost:PORT for the pages (canonical, og:url, og:image), the sitemap and robots.txt', async () => {
    expect(plain.config.publicBaseUrl).toBeUndefined();
    expect(plain.config.baseUrl).toBe(LOCAL);
    expect(((await root(forged('/', 'evil.example'))) as { origin: string }).origin).toBe(LOCAL);
    const locsOf = async (res: unknown) => [...(await (res as Response).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const files = await locsOf(await sitemap(forged('/sitemap.xml', 'evil.example')));
    expect(files).toEqual([`${LOCAL}/sitemaps/pages.xml`, `${LOCAL}/sitemaps/products-1.xml`]);
    const locs = [
      ...(await locsOf(await sitemaps(forged('/sitemaps/pages.xml', 'evil.example', { file: 'pages.xml' })))),
      ...(await locsOf(await sitemaps(forged('/sitemaps/products-1.xml', 'evil.example', { file: 'products-1.xml' })))),
    ];
    expect(locs.length).toBeGreaterThan(16 + 6);
    for (const loc of locs) expect(loc.startsWith(`${LOCAL}/`), loc).toBe(true);
    const txt = await ((await robots(forged('/robots.txt', 'evil.example'))) as Response).text();
    expect(txt.split('\n')).toContain(`Sitemap: ${LOCAL}/sitemap.xml`);
    expect(txt).not.toContain('evil.example');
  });

  it('builds a catalogue once with the configured address, whatever Host each request names', async () => {
    const file = OUR_WORK.catalogues[0]!.file;
    const fetchPdf = async (host: string) =>
      new Uint8Array(await ((await cataloguePdf(forged(`/catalogues/${file}`, host, { file }))) as Response).arrayBuffer());
    const first = await fetchPdf('evil.example');
    const second = await fetchPdf('another.example:8080');
    // Identical bytes: the second request was served from the one cached copy, not built again for its Host.
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
    const raw = contentStreams(first);
    expect(raw).toContain(`<${Buffer.from(`Website: ${LOCAL}`, 'latin1').toString('hex').toUpperCase()}>`);
    expect(raw).not.toContain(Buffer.from('evil.example', 'latin1').toString('hex').toUpperCase());
  });
});

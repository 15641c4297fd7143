// The sitemap index and its files on a real database (SQLite and PostgreSQL) holding 10,055
// products: products-1.xml carries ids 1 to 10,000 and products-2.xml the rest, each read with one
// keyset query; inactive categories drop out; unknown files are 404s.
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesContext } from '../../app/context.ts';
import { loader as sitemap } from '../../app/routes/sitemap.ts';
import { loader as sitemaps } from '../../app/routes/sitemaps.ts';
import type { AppServices } from '../../server/services.ts';
import { expectNoQueryOver, withRowCounts } from '../helpers/observed-db.ts';
import { createTestContext, type TestContext } from '../helpers/test-db.ts';

const ORIGIN = 'https://gubbara.example';
const DEMO = 5;
const ADDED = 10_050;
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ demo: DEMO, env: { PUBLIC_BASE_URL: ORIGIN } });
  const { id } = await t.services.db.selectFrom('categories').select('id').where('slug', '=', 'foil').executeTakeFirstOrThrow();
  for (let from = 0; from < ADDED; from += 500) {
    const rows = Array.from({ length: Math.min(500, ADDED - from) }, (_, i) => ({
      title: `Foil balloon ${from + i}`,
      description: '',
      category_id: id,
      price: 99,
      stock: 1,
      occassion: '',
      color: '',
      material: '',
      brand: '',
      netquantity: '',
    }));
    await t.services.db.insertInto('products').values(rows).execute();
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function args(url: string, params: Record<string, string> = {}, services: AppServices = t.services) {
  const context = new RouterContextProvider(new Map([[servicesContext, services]]) as never);
  return { request: new Request(`http://internal.test${url}`), params, context } as never;
}

async function file(name: string, services?: AppServices): Promise<Response> {
  return (await sitemaps(args(`/sitemaps/${name}`, { file: name }, services))) as Response;
}

/** The <loc>s and <lastmod>s of a sitemap file's English entries (each has a Hindi twin under /hi, hindi-pages.test.ts). */
async function entries(res: Response): Promise<{ loc: string; lastmod: string | undefined }[]> {
  return (await allEntries(res)).filter((e) => !e.loc.startsWith(`${ORIGIN}/hi`));
}

/** The <loc>s and <lastmod>s of a sitemap answer. */
async function allEntries(res: Response): Promise<{ loc: string; lastmod: string | undefined }[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => ({ loc: m[1]!.replace(/&amp;/g, '&'), lastmod: m[2] }));
}

const idOf = (loc: string) => Number(new URL(loc).searchParams.get('id'));

describe('/sitemap.xml', () => {
  it('is an index of the pages file and one file per 10,000 product ids', async () => {
    const res = (await sitemap(args('/sitemap.xml'))) as Response;
    const xml = await res.clone().text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect((await entries(res)).map((e) => e.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/products-2.xml`,
    ]);
  });
});

describe('/sitemaps/products-N.xml', () => {
  it('holds at most 10,000 products each, every active product once, with the day it changed', async () => {
    const { services, rowCounts } = withRowCounts(t.services);
    const first = await entries(await file('products-1.xml', services));
    const second = await entries(await file('products-2.xml', services));
    expectNoQueryOver(rowCounts, 10_000);
    expect(first).toHaveLength(10_000);
    // Each product page is listed in Hindi too, so a file holds 20,000 URLs, within the protocol's 50,000.
    expect(await allEntries(await file('products-1.xml'))).toHaveLength(20_000);
    expect(second).toHaveLength(DEMO + ADDED - 10_000);
    const ids = [...first, ...second].map((e) => idOf(e.loc));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(first.every((e) => idOf(e.loc) <= 10_000)).toBe(true);
    expect(second.every((e) => idOf(e.loc) > 10_000)).toBe(true);
    const all = await t.services.catalog.listProducts();
    expect(new Set(ids)).toEqual(new Set(all.map((p) => p.id)));
    const last = all[all.length - 1]!;
    expect(second[second.length - 1]!.loc).toBe(`${ORIGIN}/product-detail?id=${last.id}&category=foil`);
    for (const e of [...first, ...second]) expect(e.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('drops an inactive category, and a file left without products', async () => {
    await t.services.db.updateTable('categories').set({ is_active: 0 }).where('slug', '=', 'foil').execute();
    try {
      const index = (await entries((await sitemap(args('/sitemap.xml'))) as Response)).map((e) => e.loc);
      expect(index).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/products-1.xml`]);
      expect((await file('products-2.xml')).status).toBe(404);
      const first = await entries(await file('products-1.xml'));
      expect(first.length).toBeLessThanOrEqual(DEMO);
      expect(first.some((e) => e.loc.endsWith('&category=foil'))).toBe(false);
    } finally {
      await t.services.db.updateTable('categories').set({ is_active: 1 }).where('slug', '=', 'foil').execute();
    }
  });

  it.each([
    'products-0.xml',
    'products-3.xml',
    'products-99999.xml',
    'products-999999.xml',
    'products-x.xml',
    'products-1.txt',
    'other.xml',
    '..%2Fsitemap.xml',
  ])('answers %s with 404', async (name) => {
    const res = await file(name);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('No such sitemap');
  });
});

describe('/sitemaps/pages.xml', () => {
  it('lists the public pages and both pages of every active category, and no product', async () => {
    const paths = (await entries(await file('pages.xml'))).map((e) => e.loc.slice(ORIGIN.length));
    for (const p of ['/', '/product', '/categories', '/about', '/tandc']) expect(paths).toContain(p);
    for (const c of await t.services.catalog.listCategories(true)) {
      expect(paths).toContain(`/products?category=${encodeURIComponent(c.slug)}`);
      expect(paths).toContain(`/category/${encodeURIComponent(c.slug)}`);
    }
    expect(paths.some((p) => p.startsWith('/product-detail'))).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAR_OFFSET } from '../../server/modules/catalog/catalog.service.ts';
import { MENU_CATEGORIES } from '../../shared/menu.ts';
import { withRowCounts } from '../helpers/observed-db.ts';
import { testContextForFile } from '../helpers/test-db.ts';

const t = testContextForFile({ demo: 60 });

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/home/products', () => {
  it('returns every product with all its fields, about1 to about10 included', async () => {
    const res = await get('/api/home/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const list = res.json();
    expect(list).toHaveLength(60);
    const keys = ['id', 'title', 'description', 'category', 'price', 'stock', 'image', 'occassion', 'color', 'material', 'brand', 'netquantity', 'hsn', 'gstrate'];
    for (let i = 1; i <= 10; i++) keys.push(`about${i}`);
    for (const k of keys) expect(list[0]).toHaveProperty(k);
    expect(Number.isInteger(list[0].price)).toBe(true);
  });

  it('pages with limit and offset in id order', async () => {
    const all = (await get('/api/home/products')).json() as { id: number }[];
    const first = (await get('/api/home/products?limit=50')).json() as { id: number }[];
    const next = (await get('/api/home/products?limit=30&offset=50')).json() as { id: number }[];
    expect(first.map((p) => p.id)).toEqual(all.slice(0, 50).map((p) => p.id));
    expect(next.map((p) => p.id)).toEqual(all.slice(50, 80).map((p) => p.id));
    const tail = (await get('/api/home/products?offset=55')).json() as { id: number }[];
    expect(tail.map((p) => p.id)).toEqual(all.slice(55).map((p) => p.id));
  });

  it.each(['limit=0', 'limit=-1', 'limit=abc', 'limit=1.5', 'limit=100000', 'offset=-3', 'offset=x'])('rejects %s with 400 and a message', async (q) => {
    const res = await get(`/api/home/products?${q}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(400);
    expect(body.message).toMatch(/limit|offset/);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('GET /api/home/products/category/{category}', () => {
  it('finds products by menu slug, by admin alias, ignoring case and spaces', async () => {
    const bySlug = (await get('/api/home/products/category/latex')).json() as { id: number; category: string }[];
    expect(bySlug.length).toBeGreaterThan(0);
    expect(bySlug.every((p) => p.category === 'latex')).toBe(true);
    for (const v of ['latexballoon', 'LATEX', 'Latex%20Balloon'.replace('%20Balloon', ''), 'latex%20balloon']) {
      const r = (await get(`/api/home/products/category/${v}`)).json() as { id: number }[];
      expect(
        r.map((p) => p.id),
        v,
      ).toEqual(bySlug.map((p) => p.id));
    }
  });

  it('treats 6to14 and 6to14feet as the same category', async () => {
    const a = (await get('/api/home/products/category/6to14')).json() as { id: number }[];
    const b = (await get('/api/home/products/category/6to14feet')).json() as { id: number }[];
    expect(a).toEqual(b);
  });

  it('answers an unknown category with an empty list', async () => {
    const res = await get('/api/home/products/category/nosuchthing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/home/product/{id}', () => {
  it('returns one product', async () => {
    const [first] = (await get('/api/home/products?limit=1')).json() as { id: number; title: string }[];
    const res = await get(`/api/home/product/${first!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe(first!.title);
  });

  it('answers an unknown id with 404 {status, message}', async () => {
    const res = await get('/api/home/product/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'Product 999999 not found' });
  });

  it.each(['abc', '-1', '0', '1.5', '1e3', '99999999999', '%00', '1%20OR%201=1'])('answers malformed id %s with 400', async (id) => {
    const res = await get(`/api/home/product/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
  });
});

describe('GET /api/home/categories', () => {
  it('lists the active categories of the menu with their group', async () => {
    const res = await get('/api/home/categories');
    expect(res.statusCode).toBe(200);
    const cats = res.json() as { slug: string; menuGroup: string; menuSubgroup: string | null }[];
    expect(cats.map((c) => c.slug).sort()).toEqual(MENU_CATEGORIES.map((c) => c.slug).sort());
    expect(cats.find((c) => c.slug === 'AnnualGeneralMeeting')).toMatchObject({ menuGroup: 'Event Setup', menuSubgroup: 'Corporate Setup' });
  });

  it('hides products of an inactive category', async () => {
    await t.services.db.updateTable('categories').set({ is_active: 0 }).where('slug', '=', 'latex').execute();
    // The database's triggers moved the catalogue version: read it now instead of waiting for the poll.
    await t.services.catalogueVersion.refresh();
    try {
      expect((await get('/api/home/products/category/latex')).json()).toEqual([]);
      const all = (await get('/api/home/products')).json() as { category: string }[];
      expect(all.some((p) => p.category === 'latex')).toBe(false);
      expect(((await get('/api/home/categories')).json() as { slug: string }[]).some((c) => c.slug === 'latex')).toBe(false);
    } finally {
      await t.services.db.updateTable('categories').set({ is_active: 1 }).where('slug', '=', 'latex').execute();
      await t.services.catalogueVersion.refresh();
    }
  });
});

describe('unknown API routes', () => {
  it('answer 404 in JSON', async () => {
    const res = await get('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });
});

describe('the count of active products (the home page’s View More)', () => {
  it('follows changes made through any instance, once the catalogue version is read', async () => {
    const { catalog, catalogueVersion, db } = t.services;
    const before = await catalog.countProducts();
    expect(before).toBe(((await get('/api/home/products')).json() as unknown[]).length);
    const { category } = (await get('/api/home/products?limit=1')).json()[0] as { category: string };
    const inCategory = ((await get(`/api/home/products/category/${category}`)).json() as unknown[]).length;
    // Written straight to the database, as another server instance would: the triggers move the version.
    const hide = (active: number) => db.updateTable('categories').set({ is_active: active }).where('slug', '=', category).execute();
    await hide(0);
    await catalogueVersion.refresh();
    expect(await catalog.countProducts()).toBe(before - inCategory);
    await hide(1);
    await catalogueVersion.refresh();
    expect(await catalog.countProducts()).toBe(before);
  });
});

describe('a list window far into a large catalogue', () => {
  const ADDED = FAR_OFFSET + 600;
  let added: number[] = [];
  beforeAll(async () => {
    const { db, catalogueVersion } = t.services;
    const categories = await db.selectFrom('categories').select('id').where('is_active', '=', 1).orderBy('id').execute();
    for (let from = 0; from < ADDED; from += 500) {
      const rows = Array.from({ length: Math.min(500, ADDED - from) }, (_, i) => ({
        title: `Far balloon ${from + i}`,
        description: '',
        category_id: categories[(from + i) % categories.length]!.id,
        price: 100,
        stock: 1,
      }));
      added.push(...(await db.insertInto('products').values(rows).returning('id').execute()).map((r) => r.id));
    }
    await catalogueVersion.refresh();
  });
  afterAll(async () => {
    await t.services.db.deleteFrom('products').where('id', 'in', added).execute();
    await t.services.catalogueVersion.refresh();
    added = [];
  });

  const ids = async (url: string) => ((await get(url)).json() as { id: number }[]).map((p) => p.id);

  it('holds the same products as the whole list from that offset, to the end and past it', async () => {
    const all = await ids('/api/home/products');
    expect(all.length).toBeGreaterThan(FAR_OFFSET + 500);
    for (const offset of [FAR_OFFSET - 1, FAR_OFFSET, FAR_OFFSET + 123, all.length - 50, all.length - 7, all.length, all.length + 10]) {
      expect(await ids(`/api/home/products?limit=50&offset=${offset}`), `offset ${offset}`).toEqual(all.slice(offset, offset + 50));
    }
    expect(await ids(`/api/home/products?offset=${all.length - 30}`)).toEqual(all.slice(-30));
  });

  it('reads the ids once per catalogue version, then only the rows it answers', async () => {
    const { services, rowCounts } = withRowCounts(t.services, { versioned: true });
    const { catalog } = services;
    await catalog.listProducts({ limit: 50, offset: FAR_OFFSET + 10 });
    expect(rowCounts).toEqual([1, 50]);
    rowCounts.length = 0;
    for (const offset of [FAR_OFFSET, FAR_OFFSET + 300, FAR_OFFSET + 500]) await catalog.listProducts({ limit: 40, offset });
    expect(rowCounts).toEqual([40, 40, 40]);
  });

  it('follows a change made to the database: a hidden category leaves every later window', async () => {
    const { db, catalogueVersion } = t.services;
    const offset = FAR_OFFSET + 200;
    const before = await ids(`/api/home/products?limit=50&offset=${offset}`);
    const { category } = (await get(`/api/home/product/${before[0]}`)).json() as { category: string };
    const hide = (active: number) => db.updateTable('categories').set({ is_active: active }).where('slug', '=', category).execute();
    await hide(0);
    await catalogueVersion.refresh();
    try {
      const all = await ids('/api/home/products');
      const after = await ids(`/api/home/products?limit=50&offset=${offset}`);
      expect(after).toEqual(all.slice(offset, offset + 50));
      expect(after).not.toContain(before[0]);
    } finally {
      await hide(1);
      await catalogueVersion.refresh();
    }
    expect(await ids(`/api/home/products?limit=50&offset=${offset}`)).toEqual(before);
  });
});

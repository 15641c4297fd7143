// Paged category listings on a real database (SQLite and PostgreSQL): a category of 130 products
// shows 48 a page on /products?category= and /category/:category, each page read from the database
// as one page and a count; a page that does not exist is a 404; "Similar Products" reads 12; the
// category API still answers the whole category.
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as categoryLoader } from '../../app/routes/category.tsx';
import { loader as productDetailLoader } from '../../app/routes/product-detail.tsx';
import { loader as productsLoader } from '../../app/routes/products.tsx';
import type { AppServices } from '../../server/services.ts';
import type { Product } from '../../shared/catalog.ts';
import { loaderAnswer as answer, loaderArgs } from '../helpers/loaders.ts';
import { expectNoQueryOver, withRowCounts } from '../helpers/observed-db.ts';
import { testContextForFile } from '../helpers/test-db.ts';

const BIG = 130; // pages of 48, 48 and 34
let foil: Product[];

const t = testContextForFile({ demo: 10 });
beforeAll(async () => {
  const cat = await t.services.db.selectFrom('categories').select('id').where('slug', '=', 'foil').executeTakeFirstOrThrow();
  const rows = Array.from({ length: BIG }, (_, i) => ({
    title: `Foil balloon no. ${i + 1}`,
    description: 'A foil balloon',
    category_id: cat.id,
    price: 100 + i,
    stock: 5,
    occassion: '',
    color: '',
    material: 'Foil',
    brand: '',
    netquantity: '1 piece',
  }));
  await t.services.db.insertInto('products').values(rows).execute();
  foil = (await t.app.inject({ url: '/api/home/products/category/foil' })).json();
});

const args = (url: string, params: Record<string, string> = {}, services: AppServices = t.services) => loaderArgs(services, url, params);

interface Listing {
  total: number;
  page: number;
  pageCount: number;
  missingPage: string | null;
}

describe('the category API', () => {
  it('still answers the whole category', () => {
    expect(foil.length).toBeGreaterThan(BIG);
    expect(foil.filter((p) => p.title.startsWith('Foil balloon no. '))).toHaveLength(BIG);
  });
});

describe('/products?category= in pages of 48', () => {
  it.each([
    ['', 1, 0],
    ['&page=1', 1, 0],
    ['&page=2', 2, 48],
    ['&page=3', 3, 96],
  ])('%s is page %i: its 48 (or last few) products in id order, the total and the page count', async (q, page, from) => {
    const { services, rowCounts } = withRowCounts(t.services);
    const res = answer<Listing & { products: Product[] }>(await productsLoader(args(`/products?category=foil${q}`, {}, services)));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: foil.length, page, pageCount: Math.ceil(foil.length / 48), missingPage: null });
    expect(res.data.products.map((p) => p.id)).toEqual(foil.slice(from, from + 48).map((p) => p.id));
    // One page and a count from the database, never the whole category.
    expectNoQueryOver(rowCounts, 48);
  });

  it.each(['0', '-1', 'abc', '1.5', '1e2', '02', '', '%20', '9999999', '4', '999999'])('page=%s is a missing page, 404', async (value) => {
    const res = answer<Listing & { products: Product[]; name: string }>(await productsLoader(args(`/products?category=foil&page=${value}`)));
    expect(res.status).toBe(404);
    expect(res.data).toMatchObject({ name: 'Foil Balloon', missingPage: decodeURIComponent(value), products: [] });
  });

  it('keeps an unknown category a 404 whatever the page', async () => {
    const res = answer<Listing & { slug: string | null }>(await productsLoader(args('/products?category=unicorns&page=2')));
    expect(res.status).toBe(404);
    expect(res.data).toMatchObject({ slug: null, missingPage: null });
  });

  it('answers a small category on one page', async () => {
    const latex = (await t.app.inject({ url: '/api/home/products/category/latex' })).json() as Product[];
    const res = answer<Listing & { products: Product[] }>(await productsLoader(args('/products?category=latex')));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: latex.length, page: 1, pageCount: 1 });
    expect(res.data.products.map((p) => p.id)).toEqual(latex.map((p) => p.id));
    expect(answer(await productsLoader(args('/products?category=latex&page=2'))).status).toBe(404);
  });
});

describe('/category/:category in pages of 48', () => {
  it('reads page 2 as 48 pictures by name', async () => {
    const { services, rowCounts } = withRowCounts(t.services);
    const res = answer<Listing & { items: { id: number; name: string; image: string | null }[] }>(
      await categoryLoader(args('/category/foil?page=2', { category: 'foil' }, services)),
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: foil.length, page: 2, pageCount: 3 });
    expect(res.data.items).toEqual(foil.slice(48, 96).map((p) => ({ id: p.id, name: p.title, image: p.image })));
    expectNoQueryOver(rowCounts, 48);
  });

  it.each(['abc', '0', '9'])('page=%s is a missing page, 404', async (value) => {
    const res = answer<Listing>(await categoryLoader(args(`/category/foil?page=${value}`, { category: 'foil' })));
    expect(res.status).toBe(404);
    expect(res.data.missingPage).toBe(value);
  });
});

describe('Similar Products', () => {
  it('reads 12 others of the category from the database, in id order', async () => {
    const current = foil[5]!;
    const { services, rowCounts } = withRowCounts(t.services);
    const res = answer<{ similar: Product[] }>(await productDetailLoader(args(`/product-detail?id=${current.id}&category=foil`, {}, services)));
    expect(res.status).toBe(200);
    expect(res.data.similar.map((p) => p.id)).toEqual(
      foil
        .filter((p) => p.id !== current.id)
        .slice(0, 12)
        .map((p) => p.id),
    );
    expectNoQueryOver(rowCounts, 12);
  });
});

// The public catalogue and cart answers carry exactly their listed fields (the routes' response
// schemas), on a real database; a field a row gains by accident is dropped, not sent.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { productListResponse } from '../../server/modules/catalog/catalog.schemas.ts';
import { readZodSchemas } from '../../server/schema-compilers.ts';
import { testContextForFile } from '../helpers/test-db.ts';

const t = testContextForFile({ demo: 6 });

const PRODUCT_KEYS = [
  'id',
  'title',
  'titleHi',
  'description',
  'descriptionHi',
  'category',
  'price',
  'stock',
  'image',
  'occassion',
  'color',
  'material',
  'brand',
  'netquantity',
  'hsn',
  'gstrate',
  ...Array.from({ length: 10 }, (_, i) => `about${i + 1}`),
].sort();
const CATEGORY_KEYS = ['id', 'slug', 'name', 'nameHi', 'menuGroup', 'menuSubgroup', 'sortOrder', 'imageName', 'isActive'].sort();
const keys = (o: object) => Object.keys(o).sort();

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, sess?: string) {
  const res = await t.app.inject({ method, url, headers: sess ? { 'x-session-id': sess } : {} });
  expect(res.statusCode, `${method} ${url}`).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json();
}

describe('catalogue answers', () => {
  it('list, category list and one product carry exactly the product fields', async () => {
    const list = (await call('GET', '/api/home/products')) as { id: number; category: string }[];
    expect(list).toHaveLength(6);
    for (const p of list) expect(keys(p)).toEqual(PRODUCT_KEYS);
    const byCategory = (await call('GET', `/api/home/products/category/${list[0]!.category}`)) as object[];
    expect(byCategory.length).toBeGreaterThan(0);
    for (const p of byCategory) expect(keys(p)).toEqual(PRODUCT_KEYS);
    const one = await call('GET', `/api/home/product/${list[0]!.id}`);
    expect(one).toEqual(list[0]);
    expect(keys(one)).toEqual(PRODUCT_KEYS);
  });

  it('keeps null pictures and about lines as null', async () => {
    const [p] = (await call('GET', '/api/home/products?limit=1')) as { id: number; titleHi: string | null }[];
    await t.services.db.updateTable('products').set({ image: null, about1: null }).where('id', '=', p!.id).execute();
    // The database's triggers moved the catalogue version: read it now instead of waiting for the poll.
    await t.services.catalogueVersion.refresh();
    const one = await call('GET', `/api/home/product/${p!.id}`);
    expect(one.image).toBeNull();
    expect(one.about1).toBeNull();
  });

  it('categories carry exactly the category fields', async () => {
    const cats = (await call('GET', '/api/home/categories')) as object[];
    expect(cats.length).toBeGreaterThan(0);
    for (const c of cats) expect(keys(c)).toEqual(CATEGORY_KEYS);
  });

  it('drops a column a query adds to a row by accident', async () => {
    const app = Fastify();
    readZodSchemas(app);
    const [row] = await t.services.catalog.listProducts({ limit: 1 });
    app.get('/rows', { schema: productListResponse }, async () => [{ ...row, category_id: 3, created_at: '2026-01-01' }]);
    const res = await app.inject({ url: '/rows' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([row]);
  });
});

describe('cart answers', () => {
  it('getcart, add, update and delete carry exactly their fields', async () => {
    const [p] = (await call('GET', '/api/home/products?limit=1')) as { id: number; titleHi: string | null }[];
    const sess = randomUUID();
    const added = await call('POST', `/api/cart/add/${sess}?id=${p!.id}&quantity=2`, sess);
    expect(keys(added)).toEqual(['item', 'message', 'status', 'totalQuantity']);
    expect(keys(added.item)).toEqual(['id', 'productId', 'quantity']);
    expect(added).toMatchObject({ status: 200, item: { productId: p!.id, quantity: 2 }, totalQuantity: 2 });

    const cart = await call('GET', `/api/cart/getcart/${sess}`, sess);
    expect(keys(cart)).toEqual(['items', 'total', 'totalQuantity']);
    expect(keys(cart.items[0])).toEqual(['id', 'lineTotal', 'product', 'quantity']);
    // titleHi only for a product the owner gave a Hindi title.
    expect(keys(cart.items[0].product)).toEqual(['category', 'id', 'image', 'price', 'title', ...(p!.titleHi ? ['titleHi'] : [])]);

    const updated = await call('PUT', `/api/cart/updateCartItemQuantity/${added.item.id}?quantity=5`, sess);
    expect(keys(updated)).toEqual(['item', 'message', 'status', 'totalQuantity']);
    expect(updated).toMatchObject({ status: 200, item: { id: added.item.id, quantity: 5 }, totalQuantity: 5 });

    const deleted = await call('DELETE', `/api/cart/deleteitem/${added.item.id}`, sess);
    expect(deleted).toEqual({ status: 200, message: 'Removed from cart', id: added.item.id, totalQuantity: 0 });
  });
});

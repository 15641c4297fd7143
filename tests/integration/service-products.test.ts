// A product whose stock is not counted (a decoration at the venue is a service): an empty Stock field in
// the admin form, the spreadsheet and the API stores null, which the API answers as null, the product
// page shows no stock line for (nor the brand and net quantity left empty), the "in stock" filter of
// listings and search counts as available, and the cart and an order request take as any product.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { productHref } from '../../shared/urls.ts';
import { ADMIN_ENV, login, multipart, validProduct } from '../helpers/admin.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, dialect, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  t = await createTestContext({ demo: 3, env: ADMIN_ENV });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  cookie = await login(t);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const SERVICE = { title: 'Birthday Decoration at Home', category: 'latex', price: '2499', stock: '', brand: '', netquantity: '' };

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
  const body = await multipart(fields);
  return app.inject({ method, url, headers: { cookie, ...body.headers }, payload: body.payload });
}
const product = async (id: number) => (await app.inject({ url: `/api/home/product/${id}` })).json();
const stored = async (id: number) => (await t.services.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

/** The facts list of the server-rendered product page, as term → description. */
async function factsOnPage(id: number): Promise<Record<string, string>> {
  const res = await app.inject({ url: productHref({ id, category: 'latex' }) });
  expect(res.statusCode).toBe(200);
  const dl = /<dl class="facts">(.*?)<\/dl>/s.exec(res.body)![1]!;
  return Object.fromEntries([...dl.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [m[1], m[2]]));
}
async function availability(id: number): Promise<string> {
  const res = await app.inject({ url: productHref({ id, category: 'latex' }) });
  return /"availability":"(.*?)"/.exec(res.body)![1]!;
}

describe(`a product whose stock is not counted (${dialect})`, () => {
  it('is saved from an empty Stock field as null, and set and emptied again by an update', async () => {
    const res = await send('POST', '/api/admin/saveProduct', validProduct(SERVICE));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(await stored(id)).toBeNull();
    expect(await product(id)).toMatchObject({ title: SERVICE.title, stock: null, brand: '', netquantity: '' });
    const listed = (await app.inject({ url: `/api/admin/viewproduct?q=${encodeURIComponent(SERVICE.title)}`, headers: { cookie } })).json();
    expect(listed).toEqual([expect.objectContaining({ id, stock: null })]);

    expect((await send('PUT', `/api/admin/updateProduct/${id}`, validProduct({ ...SERVICE, stock: '0' }))).statusCode).toBe(200);
    expect(await product(id)).toMatchObject({ stock: 0 });
    expect((await send('PUT', `/api/admin/updateProduct/${id}`, validProduct({ ...SERVICE, stock: '  ' }))).statusCode).toBe(200);
    expect(await stored(id)).toBeNull();
    // A field left out of the form is empty too.
    const { stock: _left, ...withoutStock } = validProduct({ ...SERVICE, title: 'Anniversary Room Decoration' });
    const made = await send('POST', '/api/admin/saveProduct', withoutStock);
    expect(made.statusCode).toBe(201);
    expect(await product(made.json().id)).toMatchObject({ stock: null });
    for (const bad of ['-1', 'lots', '1.5']) {
      const refused = await send('PUT', `/api/admin/updateProduct/${id}`, validProduct({ ...SERVICE, stock: bad }));
      expect(refused.json(), bad).toEqual({ status: 400, message: 'stock must be a whole number of 0 or more' });
    }
    expect(await stored(id)).toBeNull();
  });

  it('shows no stock line, brand or net quantity on its page, and is offered as in stock', async () => {
    const id = (await send('POST', '/api/admin/saveProduct', validProduct({ ...SERVICE, title: 'Baby Shower Decoration' }))).json().id as number;
    expect(await factsOnPage(id)).toEqual({ Occasion: 'Anniversary', Color: 'Red', Material: 'Foil' });
    expect(await availability(id)).toBe('https://schema.org/InStock');
    // A counted product keeps its line, and says Out of stock at 0.
    const counted = (await send('POST', '/api/admin/saveProduct', validProduct({ category: 'latex', stock: '0' }))).json().id as number;
    expect(await factsOnPage(counted)).toEqual({
      Occasion: 'Anniversary',
      Color: 'Red',
      Material: 'Foil',
      Brand: 'Gubbara',
      'Net Quantity': '1 piece',
      Stock: 'Out of stock',
    });
    expect(await availability(counted)).toBe('https://schema.org/OutOfStock');
  });

  it('counts as available in the "in stock" filter of the category page and the search', async () => {
    const title = 'Mehendi Stage Decoration';
    const id = (await send('POST', '/api/admin/saveProduct', validProduct({ ...SERVICE, title }))).json().id as number;
    const none = (await send('POST', '/api/admin/saveProduct', validProduct({ category: 'latex', title: 'Mehendi Stage Spare Pump', stock: '0' }))).json().id;
    const latex = await t.services.db.selectFrom('categories').select('id').where('slug', '=', 'latex').executeTakeFirstOrThrow();
    const page = await t.services.catalog.categoryPage(latex.id, 1, 48, { sort: 'catalogue', filters: { min: null, max: null, inStock: true } });
    const listed = page.products.map((p) => p.id);
    expect(listed).toContain(id);
    expect(listed).not.toContain(none);
    const found = (await app.inject({ url: '/api/home/search?q=mehendi%20stage&stock=1' })).json() as { items: { id: number; stock: number | null }[] };
    expect(found.items.map((p) => [p.id, p.stock])).toEqual([[id, null]]);
    const html = await app.inject({ url: '/category/latex?stock=1' });
    expect(html.body).toContain(title);
  });

  it('is added to the cart and ordered like any product', async () => {
    const id = (await send('POST', '/api/admin/saveProduct', validProduct({ ...SERVICE, title: 'Naming Ceremony Decoration' }))).json().id as number;
    const sess = randomUUID();
    const add = await app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${id}&quantity=3`, headers: { 'x-session-id': sess } });
    expect(add.statusCode, add.body).toBe(200);
    const order = await app.inject({
      method: 'POST',
      url: `/api/orders/${sess}`,
      headers: { 'x-session-id': sess },
      payload: { name: 'Kavya', phone: '9811122233', eventDate: addDays(indiaToday(), 10), pincode: '560038', address: '12 CMH Road' },
      remoteAddress: '10.61.0.1',
    });
    expect(order.statusCode, order.body).toBe(201);
    const lines = await t.services.db.selectFrom('lead_items').select(['product_id', 'quantity']).where('lead_id', '=', order.json().id).execute();
    expect(lines).toEqual([{ product_id: id, quantity: 3 }]);
  });

  it('goes out of the spreadsheet as an empty cell and comes back as null; an emptied cell stops counting', async () => {
    const id = (await send('POST', '/api/admin/saveProduct', validProduct({ ...SERVICE, title: 'Housewarming Decoration' }))).json().id as number;
    const counted = (await send('POST', '/api/admin/saveProduct', validProduct({ category: 'latex', title: 'Counted Pump', stock: '4' }))).json().id as number;
    const csv = (await app.inject({ url: '/api/admin/products/export.csv', headers: { cookie } })).rawPayload.toString('utf8');
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.id === String(id))!.stock).toBe('');
    expect(rows.find((r) => r.id === String(counted))!.stock).toBe('4');
    const file = `id,title,category,price,stock\r\n${id},Housewarming Decoration,latex,2499,\r\n${counted},Counted Pump,latex,149,\r\n`;
    const form = await multipart({}, [{ field: 'file', bytes: Buffer.from(file, 'utf8'), filename: 'products.csv', type: 'text/csv' }]);
    const res = await app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { cookie, ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ toUpdate: 1, unchanged: 1, changes: [{ id: counted, action: 'update', fields: ['stock'] }] });
    expect(await stored(id)).toBeNull();
    expect(await stored(counted)).toBeNull();
  });

  it('is described as a whole number or null in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const ok = doc.paths['/api/home/product/{id}'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(ok.properties.stock)).toMatch(/"null"/);
  });
});

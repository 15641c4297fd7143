// A product's Hindi title where the Hindi pages list products outside the catalogue: the search
// results' cards on /hi/search and the lines of /hi/cart and /hi/buy, rendered on the server (the page
// a visitor without scripts gets). The English pages keep the English title and carry no Hindi; the
// cart's answer names the Hindi title only for a product the owner gave one.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Product } from '../../shared/catalog.ts';
import type { CartView } from '../../shared/cart.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, dialect, fillCart, type TestContext } from '../helpers/test-db.ts';

const HINDI = 'परीक्षण गुब्बारा शीर्षक';
let t: TestContext;
let app: FastifyInstance;
let hindi: Product;
let plain: Product;
let cookie: string;
let sess: string;

/** Text as React writes it between tags. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** Text as a regular expression matching it literally. */
const inPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const get = (url: string) => app.inject({ url, headers: { cookie } });

beforeAll(async () => {
  t = await createTestContext({ demo: 6 });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  [hindi, plain] = (await t.services.catalog.listProducts({ limit: 2 })) as [Product, Product];
  await t.services.db.updateTable('products').set({ title_hi: HINDI }).where('id', '=', hindi.id).execute();
  await t.services.db.updateTable('products').set({ title_hi: null }).where('id', '=', plain.id).execute();
  await t.services.catalogueVersion.refresh();
  sess = await fillCart(app, [
    [hindi.id, 1],
    [plain.id, 2],
  ]);
  cookie = `gubbara_cart=${sess}`;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe(`Hindi titles in search results and the cart (${dialect})`, () => {
  it('/hi/search shows the Hindi title on the card; /search the English one and no Hindi', async () => {
    const q = encodeURIComponent(hindi.title);
    const hi = await get(`/hi/search?q=${q}`);
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain(`<h3 class="product-title">${HINDI}</h3>`);
    expect(hi.body).not.toContain(`<h3 class="product-title">${inHtml(hindi.title)}</h3>`);
    const en = await get(`/search?q=${q}`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain(`<h3 class="product-title">${inHtml(hindi.title)}</h3>`);
    expect(en.body).not.toContain(HINDI);
    // A product without a Hindi title keeps its English one on the Hindi page.
    const untranslated = await get(`/hi/search?q=${encodeURIComponent(plain.title)}`);
    expect(untranslated.body).toContain(`<h3 class="product-title">${inHtml(plain.title)}</h3>`);
  });

  it("the cart's answer carries titleHi only for the product that has one", async () => {
    const res = await app.inject({ url: `/api/cart/getcart/${sess}`, headers: { 'x-session-id': sess } });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as CartView;
    expect(items.map((i) => i.product)).toEqual([
      { id: hindi.id, title: hindi.title, titleHi: HINDI, price: hindi.price, image: hindi.image, category: hindi.category },
      { id: plain.id, title: plain.title, price: plain.price, image: plain.image, category: plain.category },
    ]);
  });

  it('/hi/cart and /hi/buy show the Hindi title, the English one marked lang="en" when there is none', async () => {
    const cart = await get('/hi/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toMatch(new RegExp(`class="cart-product-title" lang="hi"[^>]*>${HINDI}</a>`));
    expect(cart.body).toMatch(new RegExp(`class="cart-product-title" lang="en"[^>]*>${inPattern(inHtml(plain.title))}</a>`));
    const buy = await get('/hi/buy');
    expect(buy.statusCode).toBe(200);
    expect(buy.body).toContain(`<span lang="hi">${HINDI}</span>`);
    expect(buy.body).toContain(`<span lang="en">${inHtml(plain.title)}</span>`);
  });

  it('/cart and /buy show the English titles and carry no Hindi', async () => {
    const cart = await get('/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toMatch(new RegExp(`class="cart-product-title"[^>]*>${inPattern(inHtml(hindi.title))}</a>`));
    expect(cart.body).not.toContain(HINDI);
    const buy = await get('/buy');
    expect(buy.statusCode).toBe(200);
    expect(buy.body).toContain(`<td>${inHtml(hindi.title)}<br/>`);
    expect(buy.body).not.toContain(HINDI);
  });
});

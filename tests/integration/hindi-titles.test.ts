// A product's Hindi title where the Hindi pages list products outside the catalogue: the search
// results' cards on /hi/search and the lines of /hi/cart and /hi/buy, rendered on the server (the page
// a visitor without scripts gets). The English pages keep the English title and carry no Hindi; the
// cart's answer names the Hindi title only for a product the owner gave one. And the product page's
// words its loader writes: the accessible names naming the product, the similar products, the pincode
// field and the structured data, in Hindi on /hi with the Hindi title where there is one.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Product } from '../../shared/catalog.ts';
import type { CartView } from '../../shared/cart.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, dialect, fillCart, type TestContext } from '../helpers/test-db.ts';

const HINDI = 'परीक्षण गुब्बारा शीर्षक';
const HINDI_DESCRIPTION = 'परीक्षण गुब्बारे का विवरण, हिंदी में।';
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
  await t.services.db.updateTable('products').set({ title_hi: HINDI, description_hi: HINDI_DESCRIPTION }).where('id', '=', hindi.id).execute();
  await t.services.db.updateTable('products').set({ title_hi: null, description_hi: null }).where('id', '=', plain.id).execute();
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
    expect(hi.body).toContain(`<h3 class="product-title" lang="hi">${HINDI}</h3>`);
    expect(hi.body).not.toContain(`>${inHtml(hindi.title)}</h3>`);
    const en = await get(`/search?q=${q}`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain(`<h3 class="product-title">${inHtml(hindi.title)}</h3>`);
    expect(en.body).not.toContain(HINDI);
    // A product without a Hindi title keeps its English one on the Hindi page, marked as English.
    const untranslated = await get(`/hi/search?q=${encodeURIComponent(plain.title)}`);
    expect(untranslated.body).toContain(`<h3 class="product-title" lang="en">${inHtml(plain.title)}</h3>`);
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

/** The page's Product structured data block. */
function productLd(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return blocks.find((b) => b['@type'] === 'Product')!;
}
const pagePath = (p: Product) => `/product-detail?id=${p.id}&category=${encodeURIComponent(p.category)}`;
/** An attribute value as React writes it. */
const attr = (name: string, value: string) => `${name}="${inHtml(value)}"`;

describe(`the product page's named parts in Hindi and English (${dialect})`, () => {
  // Each of the two products shows the other as a similar product: one category for both.
  beforeAll(async () => {
    const { category_id } = await t.services.db.selectFrom('products').select('category_id').where('id', '=', hindi.id).executeTakeFirstOrThrow();
    await t.services.db.updateTable('products').set({ category_id }).where('id', '=', plain.id).execute();
    await t.services.catalogueVersion.refresh();
    plain = (await t.services.catalog.getProduct(plain.id))!;
    expect(plain.category).toBe(hindi.category);
  });

  it('/hi names the product by its Hindi title in the buy bar, Add to Cart and the similar card; the pincode field is Hindi', async () => {
    const page = await get(`/hi${pagePath(hindi)}`);
    expect(page.statusCode).toBe(200);
    // The product's own Add to Cart and the buy bar's.
    expect(page.body.split(attr('aria-label', `कार्ट में डालें: ${HINDI}`)).length - 1).toBe(2);
    expect(page.body).toContain('<aside class="buy-bar" aria-label="यह उत्पाद खरीदें" hidden="">');
    expect(page.body).toContain(attr('aria-label', `WhatsApp पर ${HINDI} के बारे में पूछें`));
    expect(page.body).toMatch(/<label for="[^"]+">अपने पिनकोड पर डिलीवरी जाँचें<\/label>/);
    // The similar product has no Hindi title: its English one, in the Hindi link text and name.
    expect(page.body).toContain(`<h3 class="product-title" lang="en">${inHtml(plain.title)}</h3>`);
    expect(page.body).toMatch(new RegExp(`${inPattern(attr('aria-label', `उत्पाद देखें: ${plain.title}`))}[^>]*>उत्पाद देखें</a>`));
    // None of the English texts in the markup (the root's Hindi messages, in the page's data, are keyed by them).
    for (const english of [
      'aria-label="Buy this product"',
      '>View Product<',
      'aria-label="View Product:',
      'on WhatsApp"',
      '>Check delivery to your pincode<',
      'aria-label="Add to Cart: ',
    ])
      expect(page.body).not.toContain(english);
  });

  it('/hi of a product without Hindi words names it in English inside the Hindi texts, and its Hindi similar product by its Hindi title', async () => {
    const page = await get(`/hi${pagePath(plain)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body.split(attr('aria-label', `कार्ट में डालें: ${plain.title}`)).length - 1).toBe(2);
    expect(page.body).toContain(attr('aria-label', `WhatsApp पर ${plain.title} के बारे में पूछें`));
    expect(page.body).toContain(`<h3 class="product-title" lang="hi">${HINDI}</h3>`);
    expect(page.body).toMatch(new RegExp(`${inPattern(attr('aria-label', `उत्पाद देखें: ${HINDI}`))}[^>]*>उत्पाद देखें</a>`));
  });

  it('the English page keeps the English names, with no Hindi in them', async () => {
    const page = await get(pagePath(hindi));
    expect(page.statusCode).toBe(200);
    expect(page.body.split(attr('aria-label', `Add to Cart: ${hindi.title}`)).length - 1).toBe(2);
    expect(page.body).toContain('<aside class="buy-bar" aria-label="Buy this product" hidden="">');
    expect(page.body).toContain(attr('aria-label', `Ask about ${hindi.title} on WhatsApp`));
    expect(page.body).toMatch(/<label for="[^"]+">Check delivery to your pincode<\/label>/);
    expect(page.body).toMatch(new RegExp(`${inPattern(attr('aria-label', `View Product: ${plain.title}`))}[^>]*>View Product</a>`));
    // Its data carries the product's own Hindi fields, as it did, but none of the page's Hindi words.
    for (const hindiWord of ['कार्ट', 'उत्पाद', 'पिनकोड', 'WhatsApp पर']) expect(page.body).not.toContain(hindiWord);
  });

  it("the Hindi page's structured data names the product in Hindi where the owner gave it, at the /hi address; the English one is as it was", async () => {
    const origin = t.config.baseUrl;
    const hi = productLd((await get(`/hi${pagePath(hindi)}`)).body);
    expect(hi).toMatchObject({
      '@id': `${origin}/hi${pagePath(hindi)}#product`,
      url: `${origin}/hi${pagePath(hindi)}`,
      name: HINDI,
      description: HINDI_DESCRIPTION,
    });
    expect(hi).not.toHaveProperty('inLanguage');
    const untranslated = productLd((await get(`/hi${pagePath(plain)}`)).body);
    expect(untranslated).toMatchObject({ url: `${origin}/hi${pagePath(plain)}`, name: plain.title, description: plain.description });
    const en = productLd((await get(pagePath(hindi))).body);
    expect(en).toMatchObject({
      '@id': `${origin}${pagePath(hindi)}#product`,
      url: `${origin}${pagePath(hindi)}`,
      name: hindi.title,
      description: hindi.description,
    });
  });

  it("the Hindi page's data brings the lazily loaded pincode check its Hindi texts", async () => {
    const hi = await get(`/hi${pagePath(hindi)}`);
    for (const text of ['पिनकोड जाँचा जा रहा है…', '{place} में डिलीवरी होती है।', 'सबसे जल्दी सेटअप: {date}।', '{phone} पर कॉल करें']) expect(hi.body).toContain(text);
  });
});

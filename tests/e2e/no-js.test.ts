// Buying before and without scripts, in Chromium: with JavaScript off, Add to Cart on a category page
// and on /cart a line's quantity and Remove are plain form posts answered with the cart page (Post/
// Redirect/Get), the cart held by the HttpOnly cart cookie; with the scripts held back, a tap at first
// paint posts the form, and once they come the browser's session keeps that cart.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CartView } from '../../shared/cart.ts';
import { formatRupees } from '../../shared/money.ts';
import { DESKTOP, PHONE, chromiumForFile } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

/** The cart the page's cookie names, as the API shows it. */
async function cookieCart(context: BrowserContext): Promise<CartView> {
  const sess = (await context.cookies(baseUrl)).find((c) => c.name === 'gubbara_cart')!.value;
  const res = await fetch(`${baseUrl}/api/cart/getcart/${sess}`, { headers: { 'X-Session-Id': sess } });
  expect(res.status).toBe(200);
  return (await res.json()) as CartView;
}

const row = (page: Page, title: string) => page.locator('tr.cart-row', { hasText: title });

describe('the cart with JavaScript off', () => {
  let page: Page;
  beforeAll(async () => {
    page = await chromium.pageForFile({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('adds two products from a category page, each answered with the cart and a message naming it', async () => {
    await page.goto(`${baseUrl}/products?category=latex`);
    const cards = page.locator('.product-card');
    const first = (await cards.nth(0).locator('h3').textContent())!;
    const second = (await cards.nth(1).locator('h3').textContent())!;

    await cards.nth(0).getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    expect(await page.locator('.cart-note').innerText()).toBe(`${first} added to cart. Continue shopping`);
    expect(await page.locator('.cart-note').getAttribute('role')).toBe('status');
    expect(await page.locator('tr.cart-row').count()).toBe(1);

    // The cart cookie: the cart's session id, out of the page's scripts' reach, not sent by other sites' posts.
    const cookie = (await page.context().cookies(baseUrl)).find((c) => c.name === 'gubbara_cart')!;
    expect(cookie.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await page.waitForURL(`${baseUrl}/products?category=latex`);
    await page.locator('.product-card').nth(1).getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    expect(await page.locator('.cart-note').innerText()).toBe(`${second} added to cart. Continue shopping`);
    expect(await page.locator('tr.cart-row').allInnerTexts()).toHaveLength(2);
    expect((await cookieCart(page.context())).items.map((i) => [i.product.title, i.quantity])).toEqual([
      [first, 1],
      [second, 1],
    ]);

    // The message is said once: a reload shows the cart without it.
    await page.reload();
    expect(await page.locator('.cart-note').count()).toBe(0);
    expect(await page.locator('tr.cart-row').count()).toBe(2);
  });

  it('changes a quantity and removes a line with the cart page’s buttons', async () => {
    const [a, b] = (await cookieCart(page.context())).items;
    await row(page, a!.product.title)
      .getByRole('button', { name: `Increase quantity of ${a!.product.title}` })
      .click();
    await page.waitForURL(`${baseUrl}/cart`);
    expect(await row(page, a!.product.title).locator('.cart-qty-value').textContent()).toBe('2');
    expect(await page.locator('.cart-grand-total').textContent()).toBe(formatRupees(2 * a!.product.price + b!.product.price));
    await row(page, a!.product.title)
      .getByRole('button', { name: `Increase quantity of ${a!.product.title}` })
      .click();
    await row(page, a!.product.title)
      .getByRole('button', { name: `Decrease quantity of ${a!.product.title}` })
      .click();
    expect(await row(page, a!.product.title).locator('.cart-qty-value').textContent()).toBe('2');
    expect((await cookieCart(page.context())).items.map((i) => i.quantity)).toEqual([2, 1]);

    await row(page, b!.product.title)
      .getByRole('button', { name: `Remove ${b!.product.title} from cart` })
      .click();
    await page.waitForURL(`${baseUrl}/cart`);
    expect(await page.locator('tr.cart-row').count()).toBe(1);
    expect((await cookieCart(page.context())).items.map((i) => [i.product.id, i.quantity])).toEqual([[a!.product.id, 2]]);
  });

  it('says an empty cart is empty, where scripts would have loaded it', async () => {
    const other = await chromium.pageForTest({ javaScriptEnabled: false });
    await other.goto(`${baseUrl}/cart`);
    // innerText holds only what is rendered (Playwright counts a <noscript>'s content as hidden either way).
    expect(await other.locator('main').innerText()).toContain("It looks like you haven't added anything to your cart yet. Let's change that");
    expect(await other.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
  });

  it('says the spec’s alert when the product cannot be added', async () => {
    const res = await fetch(`${baseUrl}/cart`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'add', id: '999999' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart');
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const cart = await fetch(`${baseUrl}/cart`, { headers: { cookie: cookies.join('; ') } });
    const html = await cart.text();
    expect(html).toContain('Failed to add product to cart.');
    expect(html).toContain('<a href="/" data-discover="true">Continue shopping</a>');
    expect(cart.headers.getSetCookie().some((c) => /^gubbara_cart_note=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it('refuses a cart post another site’s page made', async () => {
    const res = await fetch(`${baseUrl}/cart`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: new URLSearchParams({ intent: 'add', id: '1' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('a tap before the scripts have come', () => {
  it('puts the product in the cart, and the scripts then keep that cart', async () => {
    // A page of its own: the helpers' pages wait for hydration in goto, which is what this test must not.
    const context = await chromium.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/assets/*.js', async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await r.continue();
    });
    await page.goto(`${baseUrl}/products?category=latex`, { waitUntil: 'commit' });
    const card = page.locator('.product-card').first();
    const title = (await card.locator('h3').textContent())!;
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    expect(await page.locator('.cart-note').innerText()).toBe(`${title} added to cart. Continue shopping`);
    expect(await row(page, title).count()).toBe(1);

    // The scripts come: the browser's session is made the cart's, and the page and badge show it.
    await page.locator('html[data-hydrated]').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sessId')), { timeout: 10_000 }).toBeTruthy();
    const sess = (await page.evaluate(() => localStorage.getItem('sessId')))!;
    await expect.poll(async () => (await page.context().cookies(baseUrl)).find((c) => c.name === 'gubbara_cart')?.value, { timeout: 10_000 }).toBe(sess);
    const res = await fetch(`${baseUrl}/api/cart/getcart/${sess}`, { headers: { 'X-Session-Id': sess } });
    expect(((await res.json()) as CartView).items.map((i) => i.product.title)).toEqual([title]);
    await expect.poll(() => page.locator('.cart-link .cart-badge').textContent(), { timeout: 10_000 }).toBe('1');
    expect(await row(page, title).count()).toBe(1);
    await context.close();
  });
});

describe('Add to Cart with scripts', () => {
  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  for (const [name, viewport] of [
    ['a phone', PHONE],
    ['a wide screen', DESKTOP],
  ] as const) {
    it(`shows on ${name} which product went in, with a link to the cart, clear of the fixed buttons, without a page load`, async () => {
      const page = await chromium.pageForTest({ viewport });
      await page.goto(`${baseUrl}/products?category=latex`);
      // Scrolled down, as a visitor is by the time they add from a list.
      const card = page.locator('.product-card').nth(3);
      await card.scrollIntoViewIfNeeded();
      const title = (await card.locator('h3').textContent())!;
      await card.getByRole('button', { name: 'Add to Cart' }).click();
      const note = page.locator('#cart-added');
      await expect.poll(() => note.innerText(), { timeout: 10_000 }).toBe(`${title} added to cart. 1 item in your cart. View cart`);
      expect(await note.getAttribute('role')).toBe('status');
      expect(await note.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
      expect(new URL(page.url()).pathname).toBe('/products');
      const box = (await note.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(overlaps(box, (await page.locator('.floating-contact').boundingBox())!)).toBe(false);
      if (viewport === PHONE) {
        // The header's count has scrolled away; the fixed group's cart shows it.
        expect(await page.locator('.fab-cart').getAttribute('aria-label')).toBe('Your cart: 1 item');
        expect(await page.locator('.fab-cart .fab-cart-count').textContent()).toBe('1');
      }
    });
  }
});

// The anonymous cart in Chromium: Add to Cart from home, a category page and the detail page,
// the header badge (reload, other tabs), and the /cart page (plus, minus, refused updates, delete, empty).
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CartView } from '../../shared/cart.ts';
import { formatRupees } from '../../shared/money.ts';
import { PHONE, chromiumForFile, waitingForHydration } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function newContext(): Promise<BrowserContext> {
  return chromium.browser.newContext({ viewport: PHONE });
}

/** Opens a page and waits until it is hydrated: the header badge then asks the server for the cart. */
async function open(page: Page, path: string): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.url().includes('/api/cart/getcart/')), page.goto(baseUrl + path)]);
}

const sessionOf = (page: Page) => page.evaluate(() => localStorage.getItem('sessId')!);

/** The badge's number, or null when it is not shown. */
async function badge(page: Page): Promise<number | null> {
  const b = page.locator('.cart-link .cart-badge');
  return (await b.count()) === 0 ? null : Number(await b.textContent());
}

/** The server's view of a page's cart, read with the page's own session id. */
async function serverCart(page: Page): Promise<CartView> {
  const sess = await sessionOf(page);
  const res = await fetch(`${baseUrl}/api/cart/getcart/${sess}`, { headers: { 'X-Session-Id': sess } });
  expect(res.status).toBe(200);
  return (await res.json()) as CartView;
}

async function api(page: Page, method: string, path: string): Promise<Response> {
  const sess = await sessionOf(page);
  return fetch(baseUrl + path.replace('{sess}', sess), { method, headers: { 'X-Session-Id': sess } });
}

describe('Add to Cart and the header badge', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext();
    page = waitingForHydration(await context.newPage());
  });
  afterAll(async () => {
    await context?.close();
  });

  it('adds quantity 1 from home cards; the badge shows the sum of quantities, only above 0', async () => {
    await open(page, '/');
    expect(await badge(page)).toBeNull();
    await expect.poll(() => page.getByRole('link', { name: 'Cart', exact: true }).count()).toBe(1);
    expect(await sessionOf(page)).toMatch(UUID_V4);
    const cards = page.locator('.product-card');
    const first = cards.nth(0).getByRole('button', { name: 'Add to Cart' });
    await first.click();
    await expect.poll(() => badge(page)).toBe(1);
    await cards.nth(1).getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => badge(page)).toBe(2);
    await first.click();
    await expect.poll(() => badge(page)).toBe(3);
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 3 items' }).count()).toBe(1);
    const cart = await serverCart(page);
    expect(cart.items.map((i) => [i.product.title, i.quantity])).toEqual([
      [await cards.nth(0).locator('h3').textContent(), 2],
      [await cards.nth(1).locator('h3').textContent(), 1],
    ]);
  });

  it('adds from a category page', async () => {
    await open(page, '/products?category=latex');
    await expect.poll(() => badge(page)).toBe(3);
    const card = page.locator('.product-card').first();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => badge(page)).toBe(4);
    const title = await card.locator('h3').textContent();
    expect((await serverCart(page)).items.some((i) => i.product.title === title)).toBe(true);
  });

  it('adds from the detail page', async () => {
    const products = (await (await fetch(`${baseUrl}/api/home/products?limit=5`)).json()) as { id: number; title: string }[];
    const p = products[4]!;
    await open(page, `/product-detail?id=${p.id}`);
    await page.locator('.product-buy').getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => badge(page)).toBe(5);
    expect((await serverCart(page)).items.find((i) => i.product.id === p.id)?.quantity).toBe(1);
  });

  it('shows the right count after a reload, from the server', async () => {
    await page.evaluate(() => localStorage.removeItem('cartCount'));
    await open(page, '/about');
    await expect.poll(() => badge(page)).toBe(5);
  });

  it('keeps open tabs in step', async () => {
    const other = waitingForHydration(await context.newPage());
    try {
      await open(other, '/contact');
      await expect.poll(() => badge(other)).toBe(5);
      await open(page, '/');
      await page.locator('.product-card').nth(2).getByRole('button', { name: 'Add to Cart' }).click();
      await expect.poll(() => badge(page)).toBe(6);
      await expect.poll(() => badge(other)).toBe(6);
    } finally {
      await other.close();
    }
  });

  it("shows the alert 'Failed to add product to cart.' when the add fails", async () => {
    await open(page, '/');
    const messages: string[] = [];
    page.on('dialog', (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await page.route('**/api/cart/add/**', (r) => r.abort('connectionrefused'));
    try {
      await page.locator('.product-card').nth(0).getByRole('button', { name: 'Add to Cart' }).click();
      await expect.poll(() => messages).toEqual(['Failed to add product to cart.']);
      expect(await badge(page)).toBe(6);
    } finally {
      await page.unroute('**/api/cart/add/**');
    }
  });
});

describe('the cart page', () => {
  let context: BrowserContext;
  let page: Page;
  const products: { id: number; title: string; price: number }[] = [];
  beforeAll(async () => {
    context = await newContext();
    page = waitingForHydration(await context.newPage());
    await open(page, '/');
    const all = (await (await fetch(`${baseUrl}/api/home/products?limit=20`)).json()) as { id: number; title: string; price: number }[];
    // Priced so that up to 999 of the first reaches ₹1,00,000.
    products.push(...all.filter((p) => p.price >= 200).slice(0, 3));
    for (const p of products) expect((await api(page, 'POST', `/api/cart/add/{sess}?id=${p.id}&quantity=1`)).status).toBe(200);
  });
  afterAll(async () => {
    await context?.close();
  });

  const row = (title: string) => page.locator('tr.cart-row', { hasText: title });
  const shownQuantity = async (title: string) => Number(await row(title).locator('.cart-qty-value').textContent());
  const grandTotal = () => page.locator('.cart-grand-total').textContent();

  it("says 'Loading...' before the cart arrives", async () => {
    const html = await (await fetch(`${baseUrl}/cart`)).text();
    expect(html).toContain('Loading...');
  });

  it('lists the items under Product, Quantity and Total with a grand total in rupees, Indian grouping', async () => {
    // Make the total reach lakhs: the first line gets enough of its product for at least ₹1,00,000.
    const [a] = products;
    const cart = await serverCart(page);
    const q = Math.min(999, Math.ceil(100_000 / a!.price));
    expect((await api(page, 'PUT', `/api/cart/updateCartItemQuantity/${cart.items[0]!.id}?quantity=${q}`)).status).toBe(200);

    await open(page, '/cart');
    // The table is drawn once the cart's answer has been read, a moment after it arrives.
    await expect.poll(() => page.locator('.cart-table thead th').allTextContents()).toEqual(['Product', 'Quantity', 'Total']);
    await expect.poll(() => page.locator('tr.cart-row').count()).toBe(3);
    const expected = q * a!.price + products[1]!.price + products[2]!.price;
    expect(await grandTotal()).toBe(formatRupees(expected));
    expect(await grandTotal()).toMatch(/^₹\d{1,2},\d{2},\d{3}$/);
    expect(await row(a!.title).locator('.cart-line-total').textContent()).toBe(formatRupees(q * a!.price));
    expect(await shownQuantity(a!.title)).toBe(q);
    // Fits 360 px without sideways scrolling, and passes axe.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const axe = await new AxeBuilder({ page }).include('.cart-page').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('plus adds one at once, updates the totals and the server', async () => {
    const b = products[1]!;
    await row(b.title)
      .getByRole('button', { name: `Increase quantity of ${b.title}` })
      .click();
    expect(await shownQuantity(b.title)).toBe(2);
    expect(await row(b.title).locator('.cart-line-total').textContent()).toBe(formatRupees(2 * b.price));
    await expect.poll(async () => (await serverCart(page)).items.find((i) => i.product.id === b.id)?.quantity).toBe(2);
    const server = await serverCart(page);
    expect(await grandTotal()).toBe(formatRupees(server.total));
    await expect.poll(() => badge(page)).toBe(server.totalQuantity);
  });

  it('sends quick clicks so that the server ends with the last quantity shown', async () => {
    const b = products[1]!;
    const plus = row(b.title).getByRole('button', { name: `Increase quantity of ${b.title}` });
    for (let i = 0; i < 5; i++) await plus.click();
    expect(await shownQuantity(b.title)).toBe(7);
    await expect.poll(async () => (await serverCart(page)).items.find((i) => i.product.id === b.id)?.quantity).toBe(7);
    await page.waitForTimeout(300);
    expect(await shownQuantity(b.title)).toBe(7);
  });

  it('minus stops at 1: the button is disabled there', async () => {
    const b = products[1]!;
    const minus = row(b.title).getByRole('button', { name: `Decrease quantity of ${b.title}` });
    for (let i = 0; i < 6; i++) await minus.click();
    expect(await shownQuantity(b.title)).toBe(1);
    expect(await minus.isDisabled()).toBe(true);
    await expect.poll(async () => (await serverCart(page)).items.find((i) => i.product.id === b.id)?.quantity).toBe(1);
    expect(
      await row(b.title)
        .getByRole('button', { name: `Increase quantity of ${b.title}` })
        .isDisabled(),
    ).toBe(false);
  });

  it('returns to the server value when an update cannot be made', async () => {
    const c = products[2]!;
    const before = await grandTotal();
    // Record every quantity the line shows, to see the change at once and its return.
    await row(c.title)
      .locator('.cart-qty-value')
      .evaluate((el) => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true });
      });
    await context.setOffline(true);
    try {
      await row(c.title)
        .getByRole('button', { name: `Increase quantity of ${c.title}` })
        .click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['2', '1']);
      expect(await shownQuantity(c.title)).toBe(1);
      expect(await grandTotal()).toBe(before);
    } finally {
      await context.setOffline(false);
    }
    expect((await serverCart(page)).items.find((i) => i.product.id === c.id)?.quantity).toBe(1);
  });

  it('shows the server state when the server refuses an update of a line removed elsewhere', async () => {
    const c = products[2]!;
    const line = (await serverCart(page)).items.find((i) => i.product.id === c.id)!;
    expect((await api(page, 'DELETE', `/api/cart/deleteitem/${line.id}`)).status).toBe(200);
    await row(c.title)
      .getByRole('button', { name: `Increase quantity of ${c.title}` })
      .click();
    await expect.poll(() => row(c.title).count()).toBe(0);
    await expect.poll(() => page.locator('tr.cart-row').count()).toBe(2);
    expect(await grandTotal()).toBe(formatRupees((await serverCart(page)).total));
  });

  it('keeps the cart across a reload', async () => {
    const before = await serverCart(page);
    await open(page, '/cart');
    await expect.poll(() => page.locator('tr.cart-row').count()).toBe(before.items.length);
    expect(await grandTotal()).toBe(formatRupees(before.total));
    await expect.poll(() => badge(page)).toBe(before.totalQuantity);
  });

  it('deletes down to the empty state, refreshing the header count', async () => {
    const [a, b] = products;
    await row(b!.title)
      .getByRole('button', { name: `Remove ${b!.title} from cart` })
      .click();
    await expect.poll(() => page.locator('tr.cart-row').count()).toBe(1);
    const left = await serverCart(page);
    await expect.poll(() => badge(page)).toBe(left.totalQuantity);
    await row(a!.title)
      .getByRole('button', { name: `Remove ${a!.title} from cart` })
      .click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your Cart is Empty');
    expect(await page.getByText("It looks like you haven't added anything to your cart yet. Let's change that", { exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/home');
    await expect.poll(() => badge(page)).toBeNull();
    expect((await serverCart(page)).items).toEqual([]);
    const axe = await new AxeBuilder({ page }).include('.cart-page').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole('button', { name: 'Go to Homepage' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it("says 'Unable to load cart.' when the cart cannot be loaded", async () => {
    await page.route('**/api/cart/getcart/**', (r) => r.abort('connectionrefused'));
    try {
      await page.goto(`${baseUrl}/cart`);
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Unable to load cart.' }).count()).toBe(1);
    } finally {
      await page.unroute('**/api/cart/getcart/**');
    }
  });
});

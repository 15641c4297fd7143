// An order request without scripts, in Chromium with JavaScript off: two products added on a category
// page, a quantity changed on /cart, then /buy shows the cart's lines and total from the cart cookie and
// takes its form as a plain post: a wrong mobile number comes back with the message at its field and
// every value kept, the corrected form lands on the booking's page with its reference, and the owner
// has exactly one order with it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CartView } from '../../shared/cart.ts';
import type { LeadList } from '../../shared/leads.ts';
import { formatRupees } from '../../shared/money.ts';
import { PHONE, chromiumForFile } from '../helpers/browser.ts';
import { ownerCookie } from '../helpers/e2e-server.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
/** This file's own numbers: the per-number limit counts each number's forms. */
const PHONE_NUMBER = '9822001173';
const EARLY_NUMBER = '9822001174';

describe('an order request with JavaScript off', () => {
  let page: Page;
  beforeAll(async () => {
    page = await chromium.pageForFile({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  let cart: CartView;

  it('fills the cart on a category page and /cart', async () => {
    await page.goto(`${baseUrl}/products?category=latex`);
    await page.locator('.product-card').nth(0).getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    await page.goto(`${baseUrl}/products?category=latex`);
    await page.locator('.product-card').nth(1).getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    await page
      .locator('tr.cart-row')
      .first()
      .getByRole('button', { name: /^Increase quantity of / })
      .click();
    await page.waitForURL(`${baseUrl}/cart`);
    const sess = (await page.context().cookies(baseUrl)).find((c) => c.name === 'gubbara_cart')!.value;
    cart = (await (await fetch(`${baseUrl}/api/cart/getcart/${sess}`, { headers: { 'X-Session-Id': sess } })).json()) as CartView;
    expect(cart.items.map((i) => i.quantity)).toEqual([2, 1]);
  });

  it('shows the cart’s lines and total on /buy, with a form that can be sent', async () => {
    await page.getByRole('link', { name: 'Request this order' }).click();
    await page.waitForURL(`${baseUrl}/buy`);
    const summary = page.locator('.buy-summary');
    for (const item of cart.items) expect(await summary.innerText()).toContain(item.product.title);
    expect(await summary.innerText()).toContain(formatRupees(cart.total));
    expect(await page.locator('main').innerText()).not.toContain('Loading...');
    expect(await page.getByRole('button', { name: 'Request this order' }).isEnabled()).toBe(true);
    // The select of free slots, which only a page without scripts shows, fits a phone (axe needs scripts).
    const select = (await page.getByLabel('Event date and setup slot').boundingBox())!;
    expect(select.x).toBeGreaterThanOrEqual(0);
    expect(select.x + select.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('keeps every value and says the spec’s message when the mobile number is wrong', async () => {
    const select = page.getByLabel('Event date and setup slot');
    const choice = (await select.locator('option:not([value=""])').first().getAttribute('value'))!;
    await page.getByLabel('Name', { exact: true }).fill('Nisha Iyer');
    await page.getByLabel('Mobile Number').fill('98220');
    await select.selectOption(choice);
    await page.getByLabel('Venue pincode').fill('560038');
    await page.getByLabel('Venue address').fill('4 Church Street, Bengaluru');
    await page.getByLabel('Names to print').fill('Ira');
    await Promise.all([
      page.waitForResponse((r) => r.url() === `${baseUrl}/buy` && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Request this order' }).click(),
    ]);
    await page.locator('.field-error').first().waitFor();
    expect(await page.locator('.field-error').allInnerTexts()).toEqual(['Mobile number must be 10 digits.']);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Nisha Iyer');
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('98220');
    expect(await page.getByLabel('Event date and setup slot').inputValue()).toBe(choice);
    expect(await page.getByLabel('Venue pincode').inputValue()).toBe('560038');
    expect(await page.getByLabel('Venue address').inputValue()).toBe('4 Church Street, Bengaluru');
    expect(await page.getByLabel('Names to print').inputValue()).toBe('Ira');
  });

  it('takes the corrected form and shows the booking with its reference; the owner has one order with it', async () => {
    const choice = await page.getByLabel('Event date and setup slot').inputValue();
    await page.getByLabel('Mobile Number').fill(PHONE_NUMBER);
    await page.getByRole('button', { name: 'Request this order' }).click();
    await page.waitForURL(/\/booking\/GUB-[A-Z2-9]{6}\?k=/);
    const reference = /GUB-[A-Z2-9]{6}/.exec(page.url())![0];
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Your booking ${reference}`);
    expect(await page.locator('main').innerText()).toContain('4 Church Street, Bengaluru, 560038');

    const cookie = await ownerCookie(baseUrl);
    const list = (await (await fetch(`${baseUrl}/api/admin/leads?type=order&q=${PHONE_NUMBER}`, { headers: { cookie } })).json()) as LeadList;
    expect(list.items.map((o) => [o.reference, o.eventDate, o.total])).toEqual([[reference, choice.split('|')[0], cart.total]]);
  });
});

describe('an order request sent before the scripts have come', () => {
  it('is a plain post answered with the booking’s page', async () => {
    // A page of its own: the helpers' pages wait for hydration in goto, which is what this test must not.
    const context = await chromium.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    try {
      const product = ((await (await fetch(`${baseUrl}/api/home/products`)).json()) as { id: number }[])[0]!;
      const sess = crypto.randomUUID();
      expect((await fetch(`${baseUrl}/api/cart/add/${sess}?id=${product.id}&quantity=1`, { method: 'POST', headers: { 'X-Session-Id': sess } })).status).toBe(
        200,
      );
      await context.addCookies([{ name: 'gubbara_cart', value: sess, url: baseUrl }]);
      const page = await context.newPage();
      await page.route('**/assets/*.js', async (r) => {
        await new Promise((resolve) => setTimeout(resolve, 15_000));
        await r.continue().catch(() => undefined);
      });
      await page.goto(`${baseUrl}/buy`, { waitUntil: 'commit' });
      const select = page.getByLabel('Event date and setup slot');
      await select.selectOption((await select.locator('option:not([value=""])').first().getAttribute('value'))!);
      await page.getByLabel('Name', { exact: true }).fill('Arjun Menon');
      await page.getByLabel('Mobile Number').fill(EARLY_NUMBER);
      await page.getByLabel('Venue pincode').fill('560038');
      await page.getByLabel('Venue address').fill('9 Lavelle Road, Bengaluru');
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      await page.getByRole('button', { name: 'Request this order' }).click();
      await page.waitForURL(/\/booking\/GUB-[A-Z2-9]{6}\?k=/);
      const reference = /GUB-[A-Z2-9]{6}/.exec(page.url())![0];
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Your booking ${reference}`);
    } finally {
      await context.close();
    }
  });
});

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
import { chromiumForFile } from '../helpers/browser.ts';
import { ownerCookie } from '../helpers/e2e-server.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
/** This file's own number: the per-number limit counts each number's forms. */
const PHONE_NUMBER = '9822001173';

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

// The page cache on the real built server, as a phone and the owner meet it: a product page comes
// back with the same strong ETag, 304 when the browser already holds it (Chromium revalidates on
// reload), and an edit saved by the admin is on the page at the next load.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '../../shared/catalog.ts';
import { chromiumForFile } from '../helpers/browser.ts';
import { ownerCookie } from '../helpers/e2e-server.ts';

const baseUrl = inject('baseUrl');

const chromium = chromiumForFile();
let page: Page;
let product: Product;
let cookie: string;

beforeAll(async () => {
  // The server's cache and the browser's HTTP cache, without the service worker's own copy of the
  // page (kept stale-while-revalidate: one visit later; tests/e2e/pwa.test.ts).
  page = await chromium.pageForFile({ serviceWorkers: 'block' });
  // The last product: no other browser test edits it.
  const all = (await (await fetch(`${baseUrl}/api/home/products`)).json()) as Product[];
  product = all[all.length - 1]!;
  cookie = await ownerCookie(baseUrl);
});

const pageUrl = () => `${baseUrl}/product-detail?id=${product.id}&category=${product.category}`;

/** Saves the product through the admin call with `changes` (none: as it was). */
async function save(changes: Record<string, string> = {}): Promise<void> {
  const form = new FormData();
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(product)) if (k !== 'id' && k !== 'image' && v !== null) fields[k] = String(v);
  for (const [k, v] of Object.entries({ ...fields, ...changes })) form.append(k, v);
  const res = await fetch(`${baseUrl}/api/admin/updateProduct/${product.id}`, { method: 'PUT', headers: { cookie }, body: form });
  expect(res.status).toBe(200);
}

describe('a product page from the page cache', () => {
  it('keeps its strong ETag and answers 304 when the browser holds it', async () => {
    const first = await fetch(pageUrl(), { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+\.br"$/);
    expect((await fetch(pageUrl(), { headers: { 'accept-encoding': 'br' } })).headers.get('etag')).toBe(etag);
    const cond = await fetch(pageUrl(), { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(cond.status).toBe(304);
    expect(cond.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it('is revalidated by Chromium on reload with the ETag it was given', async () => {
    const first = await page.goto(pageUrl());
    const etag = first!.headers().etag;
    const reload = page.waitForRequest((r) => r.url() === pageUrl());
    await page.reload();
    expect((await (await reload).allHeaders())['if-none-match']).toBe(etag);
  });

  it('shows an edit saved by the admin at the next load, then the product as it was', async () => {
    await page.goto(pageUrl());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(product.title);
    await save({ title: `${product.title} (new edition)` });
    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${product.title} (new edition)`);
    await save();
    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(product.title);
  });

  it('sends the clean page’s bytes for a broadcast link with tracking parameters, and works in the browser as the clean one does', async () => {
    const clean = `${baseUrl}/product-detail?id=${product.id}`;
    const etag = (await fetch(clean, { headers: { 'accept-encoding': 'br' } })).headers.get('etag');
    const phone = await chromium.pageForTest();
    const errors: string[] = [];
    phone.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    phone.on('pageerror', (e) => errors.push(e.message));
    const link = `${clean}&utm_source=whatsapp&utm_medium=broadcast&fbclid=IwAR0abc`;
    // Hydrated once the header's badge has asked for the cart.
    const [, res] = await Promise.all([phone.waitForResponse((r) => r.url().includes('/api/cart/getcart/')), phone.goto(link)]);
    expect(res!.headers().etag).toBe(etag);
    expect(phone.url()).toBe(link);
    expect(await phone.getByRole('heading', { level: 1 }).textContent()).toBe(product.title);
    await phone.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect.poll(() => phone.locator('.cart-link .cart-badge').textContent()).toBe('1');
    expect(errors).toEqual([]);
  });

  it('keeps the category picker working from a link with tracking parameters, which it does not carry on', async () => {
    const clean = `${baseUrl}/categories?category=foil`;
    const etag = (await fetch(clean, { headers: { 'accept-encoding': 'br' } })).headers.get('etag');
    const phone = await chromium.pageForTest();
    const [, res] = await Promise.all([
      phone.waitForResponse((r) => r.url().includes('/api/cart/getcart/')),
      phone.goto(`${clean}&utm_source=whatsapp&gclid=Cj0KCQ`),
    ]);
    expect(res!.headers().etag).toBe(etag);
    await phone.getByLabel('Select Category').selectOption('latex');
    await phone.waitForURL(`${baseUrl}/categories?category=latex`);
    await expect.poll(() => phone.locator('.catalogue-subtitle').textContent()).toBe('Latex Balloon');
  });

  it('never gives the cart or the order page a validator', async () => {
    for (const path of ['/cart', '/buy']) {
      const res = await fetch(baseUrl + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBeNull();
    }
  });
});

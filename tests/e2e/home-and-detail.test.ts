import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;

beforeAll(async () => {
  page = await chromium.pageForFile();
});

describe('first slice: home and product detail', () => {
  it('renders products on the server, in the HTML itself', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const products = (await (await fetch(`${baseUrl}/api/home/products?limit=1`)).json()) as { title: string }[];
    const escaped = products[0]!.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    expect(html).toContain(escaped);
    expect(html).toMatch(/₹[\d,]+/);
  });

  it('hydrates: View More adds 30 cards, and a card opens the detail page', async () => {
    // The product list is a lazy chunk hydrated after the first screen; a click before that does nothing.
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const cards = page.locator('.product-card');
    await expect.poll(() => cards.count()).toBe(50);
    await page.getByRole('button', { name: 'View More' }).click();
    await expect.poll(() => cards.count()).toBe(80);
    const title = (await cards.nth(0).locator('h3').textContent())!;
    await cards.nth(0).locator('a').click();
    await page.waitForURL(/\/product-detail\?id=\d+&category=/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
  });
});

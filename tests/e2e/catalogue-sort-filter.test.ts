// Sorting and filtering in Chromium on a 360 px phone: a category of 6 products (added through the
// admin API, removed afterwards) sorted and narrowed with the keyboard on /products?category=, the
// order on screen changing and the address carrying ?sort=&min=&max=&stock=; the same form on /search,
// whose pager keeps the sort; and /category/:category without JavaScript, where the form is a plain
// GET the server renders. axe on the form; no sideways scrolling. On the phone the form waits behind
// a "Sort & filter" disclosure, closed unless the address sorts or filters, so the first screen shows
// products; a desktop window shows the form at once and no disclosure.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addCategory, signInAdmin } from '../helpers/admin-client.ts';
import { DESKTOP, PHONE, chromiumForFile } from '../helpers/browser.ts';
import { axe, fitsAndPassesAxe, noSidewaysScroll } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const NAME = 'Sort Test Balloons';
const SLUG = 'SortTestBalloons';
// Written in this order (the catalogue order): [title, price, stock].
const PRODUCTS: [string, number, number][] = [
  ['Zephyr Bunch', 450, 3],
  ['Zephyr Arch', 1200, 0],
  ['Zephyr Single', 80, 10],
  ['Zephyr Garland', 650, 2],
  ['Zephyr Pillar', 900, 0],
  ['Zephyr Bouquet', 300, 5],
];

const chromium = chromiumForFile();
let page: Page;
let remove: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const admin = await signInAdmin(baseUrl);
  ({ remove } = await addCategory(
    admin,
    NAME,
    PRODUCTS.map(([title, price, stock]) => ({ title, price: String(price), stock: String(stock) })),
  ));
  page = await chromium.pageForFile();
});

afterAll(async () => {
  await remove?.();
});

const titles = (p: Page, item: string) => p.locator(item).allTextContents();
const robots = (p: Page) =>
  p
    .locator('head meta[name="robots"]')
    .getAttribute('content', { timeout: 1000 })
    .catch(() => null);
const summary = (p: Page) => p.locator('.listing-disclosure > summary');
const isOpen = (p: Page) => p.locator('.listing-disclosure').evaluate((d: HTMLDetailsElement) => d.open);

describe('/products?category= on a 360 px phone, keyboard only', () => {
  const listing = `/products?category=${SLUG}`;

  it('sorts by price and narrows to a range in stock: the order changes and the address carries it', async () => {
    await page.goto(baseUrl + listing, { waitUntil: 'networkidle' });
    expect(await titles(page, '.product-card .product-title')).toEqual(PRODUCTS.map(([t]) => t));
    expect(await robots(page)).toBeNull();
    const form = page.getByRole('form', { name: 'Sort and filter' });

    // Every control by its visible label, driven from the keyboard, once the disclosure is open.
    await summary(page).focus();
    await page.keyboard.press('Enter');
    await axe(page, '.listing-controls');
    await noSidewaysScroll(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('listing-sort');
    await page.keyboard.press('End'); // the last option: Price: high to low
    await page.keyboard.press('ArrowUp'); // Price: low to high
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('listing-min');
    await page.keyboard.type('100');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1000');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('listing-colour');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('listing-occasion');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('listing-stock');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Apply');
    await page.keyboard.press('Enter');

    await page.waitForURL(`${baseUrl}${listing}&sort=price-asc&min=100&max=1000&stock=1`);
    await expect.poll(() => titles(page, '.product-card .product-title')).toEqual(['Zephyr Bouquet', 'Zephyr Bunch', 'Zephyr Garland']);
    expect(await page.locator('.catalogue-count').textContent()).toBe('3 products');
    // The form shows what the listing is now, and Apply still has the focus.
    expect(await form.getByLabel('Min price (₹)').inputValue()).toBe('100');
    expect(await form.getByLabel('In stock only').isChecked()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Apply');
    expect(await summary(page).textContent()).toBe('Sort & filter (4 active)');

    // The shared address, as anyone opening it gets it: rendered on the server, kept out of search indexes.
    const res = await page.goto(page.url());
    expect(res?.status()).toBe(200);
    expect(await titles(page, '.product-card .product-title')).toEqual(['Zephyr Bouquet', 'Zephyr Bunch', 'Zephyr Garland']);
    expect(await robots(page)).toBe('noindex,follow');
    expect(await isOpen(page)).toBe(true);
    await noSidewaysScroll(page);
  });

  it('says when the filters leave nothing, and Reset brings everything back', async () => {
    await page.goto(`${baseUrl}${listing}&min=5000`, { waitUntil: 'networkidle' });
    expect(await page.locator('main .page-status').textContent()).toBe('No products match these filters.');
    await page.getByRole('form', { name: 'Sort and filter' }).getByRole('link', { name: 'Reset' }).click();
    await page.waitForURL(baseUrl + listing);
    await expect.poll(() => titles(page, '.product-card .product-title')).toEqual(PRODUCTS.map(([t]) => t));
    expect(await page.getByLabel('Min price (₹)').inputValue()).toBe('');
    // Nothing applied any more: the disclosure is as a fresh visit to the listing shows it.
    expect(await summary(page).textContent()).toBe('Sort & filter');
    expect(await isOpen(page)).toBe(false);
  });
});

describe('/search with the same form', () => {
  it('sorts the results by price, high to low, and the pager keeps the sort', async () => {
    await page.goto(`${baseUrl}/search?q=zephyr`, { waitUntil: 'networkidle' });
    await summary(page).click();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('relevance');
    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(`${baseUrl}/search?q=zephyr&sort=price-desc`);
    const byPrice = [...PRODUCTS].sort((a, b) => b[1] - a[1]).map(([t]) => t);
    await expect.poll(() => titles(page, '.product-card .product-title')).toEqual(byPrice);
    await axe(page, '.listing-controls');

    // The demo catalogue has more than one page of balloons: every page link keeps the sort.
    await page.goto(`${baseUrl}/search?q=balloon&sort=price-asc`, { waitUntil: 'networkidle' });
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ });
    expect(await next.getAttribute('href')).toBe('/search?q=balloon&sort=price-asc&page=2');
    const prices = await page.locator('.product-card .product-price').allTextContents();
    const rupees = prices.map((p) => Number(p.replace(/[^\d]/g, '')));
    expect(rupees).toEqual([...rupees].sort((a, b) => a - b));
  });
});

describe('/category/:category without JavaScript', () => {
  it('is a plain GET form the server answers: newest first, in stock only', async () => {
    const p = await chromium.pageForTest({ javaScriptEnabled: false });
    await p.goto(`${baseUrl}/category/${SLUG}`);
    await summary(p).click();
    await p.getByLabel('Sort by').selectOption('newest');
    await p.getByLabel('In stock only').check();
    await p.getByRole('button', { name: 'Apply' }).click();
    await p.waitForURL(`${baseUrl}/category/${SLUG}?sort=newest&min=&max=&colour=&occasion=&stock=1`);
    const inStockNewest = PRODUCTS.filter(([, , stock]) => stock > 0)
      .map(([t]) => t)
      .reverse();
    expect(await titles(p, '.gallery-grid figcaption')).toEqual(inStockNewest);
    expect(await p.getByLabel('Sort by').inputValue()).toBe('newest');
    expect(await p.getByLabel('In stock only').isChecked()).toBe(true);
    expect(await summary(p).textContent()).toBe('Sort & filter (2 active)');
    expect(await isOpen(p)).toBe(true);
  });
});

describe('the "Sort & filter" disclosure on a 360 px phone', () => {
  const listing = `/products?category=${SLUG}`;
  const firstCard = (p: Page) => p.locator('.product-card').first();

  it('is closed on a plain listing, so the first product is on the first screen; Enter on the summary opens it', async () => {
    const p = await chromium.pageForTest({ viewport: PHONE });
    await p.goto(baseUrl + listing, { waitUntil: 'networkidle' });
    const form = p.getByRole('form', { name: 'Sort and filter' });
    expect(await summary(p).textContent()).toBe('Sort & filter');
    expect(await isOpen(p)).toBe(false);
    expect(await form.isVisible()).toBe(false);
    // Measured: the first card starts at about 485 px with the form closed (the breadcrumbs take a line,
    // the heading two), and lower still with it open. Closed, its picture and name are on the first screen.
    const card = await firstCard(p).boundingBox();
    const title = await firstCard(p).locator('.product-title').boundingBox();
    expect(card?.y).toBeLessThan(520);
    expect((title?.y ?? Infinity) + (title?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    await fitsAndPassesAxe(p, '.catalogue');

    // The summary is a keyboard stop with the site's focus ring; Enter opens it and Tab reaches the sort.
    await summary(p).focus();
    expect(await summary(p).evaluate((s) => s.matches(':focus-visible') && getComputedStyle(s).outlineStyle)).toBe('solid');
    await p.keyboard.press('Enter');
    expect(await isOpen(p)).toBe(true);
    expect(await form.isVisible()).toBe(true);
    expect(await form.getByLabel('Sort by').isVisible()).toBe(true);
    expect(await form.getByRole('button', { name: 'Apply' }).isVisible()).toBe(true);
    await p.keyboard.press('Tab');
    expect(await p.evaluate(() => document.activeElement?.id)).toBe('listing-sort');
    await fitsAndPassesAxe(p, '.catalogue');
    // And Enter on the summary closes it again.
    await summary(p).focus();
    await p.keyboard.press('Enter');
    expect(await form.isVisible()).toBe(false);
  });

  it('is open when the address sorts or filters, says how many, and the server and the browser agree', async () => {
    const filtered = `${baseUrl}${listing}&sort=price-asc&stock=1`;
    const noScript = await chromium.pageForTest({ viewport: PHONE, javaScriptEnabled: false });
    await noScript.goto(filtered);
    const p = await chromium.pageForTest({ viewport: PHONE });
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await p.goto(filtered, { waitUntil: 'networkidle' });

    for (const page of [noScript, p]) {
      expect(await summary(page).textContent()).toBe('Sort & filter (2 active)');
      expect(await isOpen(page)).toBe(true);
      expect(await page.getByRole('form', { name: 'Sort and filter' }).getByLabel('In stock only').isChecked()).toBe(true);
    }
    // Hydration kept the server's page as it was: nothing moved, and React found nothing to correct.
    const top = (page: Page) => firstCard(page).evaluate((c) => c.getBoundingClientRect().top);
    expect(await top(p)).toBe(await top(noScript));
    expect(errors).toEqual([]);
    await fitsAndPassesAxe(p, '.catalogue');
  });
});

describe('the form on a desktop window', () => {
  it('is shown without a click, with no "Sort & filter" summary, and works', async () => {
    const p = await chromium.pageForTest({ viewport: DESKTOP });
    await p.goto(`${baseUrl}/products?category=${SLUG}`, { waitUntil: 'networkidle' });
    const form = p.getByRole('form', { name: 'Sort and filter' });
    expect(await form.isVisible()).toBe(true);
    for (const label of ['Sort by', 'Min price (₹)', 'Max price (₹)', 'In stock only']) expect(await form.getByLabel(label).isVisible()).toBe(true);
    expect(await summary(p).isVisible()).toBe(false);
    expect(await p.getByText('Sort & filter').isVisible()).toBe(false);
    await fitsAndPassesAxe(p, '.catalogue');

    // Straight from the keyboard: the sort, then Apply.
    await form.getByLabel('Sort by').focus();
    await p.keyboard.press('End');
    await form.getByRole('button', { name: 'Apply' }).press('Enter');
    await p.waitForURL(`${baseUrl}/products?category=${SLUG}&sort=price-desc`);
    const byPrice = [...PRODUCTS].sort((a, b) => b[1] - a[1]).map(([t]) => t);
    await expect.poll(() => titles(p, '.product-card .product-title')).toEqual(byPrice);
    expect(await summary(p).isVisible()).toBe(false);
    expect(await form.isVisible()).toBe(true);
  });
});

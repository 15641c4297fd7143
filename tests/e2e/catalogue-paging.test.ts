// A category of 50 products (added through the admin API, removed afterwards) in Chromium: 48 a
// page, "Page 1 of 2" and the total, Previous/Next and page numbers as real links, rel=prev/next and
// a canonical URL per page in the server-rendered head, and a 404 for a page that does not exist.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addCategory, signInAdmin } from '../helpers/admin-client.ts';
import { chromiumForFile } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
const COUNT = 50;
const NAME = 'Paging Test Balloons';
const SLUG = 'PagingTestBalloons';

const chromium = chromiumForFile();
let page: Page;
let remove: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const admin = await signInAdmin(baseUrl);
  const products = Array.from({ length: COUNT }, (_, i) => ({ title: `Paging balloon ${i + 1}`, price: String(101 + i) }));
  ({ remove } = await addCategory(admin, NAME, products));
  page = await chromium.pageForFile();
});

afterAll(async () => {
  await remove?.();
});

/** The head's canonical and rel=prev/next addresses, as the server rendered them. */
async function headLinks(): Promise<{ canonical: string | null; prev: string | null; next: string | null }> {
  const href = (rel: string) =>
    page
      .locator(`head link[rel="${rel}"]`)
      .getAttribute('href', { timeout: 1000 })
      .catch(() => null);
  return { canonical: await href('canonical'), prev: await href('prev'), next: await href('next') };
}

describe.each([
  ['/products', `/products?category=${SLUG}`, '.product-grid .product-card', 'products'],
  ['/category', `/category/${SLUG}`, '.gallery-grid li', 'pictures'],
])('%s of a category of 50', (_name, first, item, noun) => {
  const second = `${first}${first.includes('?') ? '&' : '?'}page=2`;

  it('shows 48 on page 1 with the total, Page 1 of 2 and a real link to page 2', async () => {
    const res = await page.goto(baseUrl + first);
    expect(res?.status()).toBe(200);
    expect(await page.locator(item).count()).toBe(48);
    expect(await page.locator('.catalogue-count').textContent()).toBe(`${COUNT} ${noun} · Page 1 of 2`);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    expect(await pager.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(second);
    expect(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(second);
    expect(await pager.getByRole('link', { name: /Previous/ }).count()).toBe(0);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('1');
    const links = await headLinks();
    const origin = new URL(links.canonical!).origin;
    expect(links).toEqual({ canonical: origin + first, prev: null, next: origin + second });
  });

  it('follows Next to page 2: the last 2, a link back, its own canonical and rel=prev', async () => {
    await page.goto(baseUrl + first);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(baseUrl + second);
    await expect.poll(() => page.locator(item).count()).toBe(COUNT - 48);
    expect(await page.locator('.catalogue-count').textContent()).toBe(`${COUNT} ${noun} · Page 2 of 2`);
    expect(
      await page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe(first);

    // As a crawler gets it: rendered on the server with the page's own head.
    const res = await page.goto(baseUrl + second);
    expect(res?.status()).toBe(200);
    const links = await headLinks();
    const origin = new URL(links.canonical!).origin;
    expect(links).toEqual({ canonical: origin + second, prev: origin + first, next: null });
    expect(await page.title()).toMatch(/ – Page 2 of 2 \| Gubbara$/);

    // The pager on a 360 px phone: no serious accessibility problem, no sideways scrolling.
    const scan = await new AxeBuilder({ page: page as never }).include('.pager').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it.each(['3', 'abc'])('answers page=%s with 404 and a link to the first page', async (value) => {
    const res = await page.goto(`${baseUrl}${first}${first.includes('?') ? '&' : '?'}page=${value}`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('.page-status').textContent()).toContain(`There is no page "${value}"`);
    expect(await page.getByRole('link', { name: /See the first page/ }).getAttribute('href')).toBe(first);
    expect(await page.locator(item).count()).toBe(0);
  });
});

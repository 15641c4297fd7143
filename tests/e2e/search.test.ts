// Product search in Chromium on the real built server (demo catalogue): the header's search box on a
// 360 px phone with the keyboard only, the suggestions combobox (arrows, Enter, Escape, the ARIA the
// pattern asks for), the results page with its pages, the empty message with the categories, the form
// without JavaScript, and the owner adding a synonym in /admin/synonyms; axe on what is shown.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from '../helpers/browser.ts';
import { owner } from '../helpers/e2e-server.ts';
import { axe, noSidewaysScroll } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;

beforeAll(async () => {
  page = await chromium.pageForFile();
});

/** Tabs from the top of the page until the search box has the focus; the number of presses it took. */
async function tabToSearch(p: Page): Promise<number> {
  for (let presses = 1; presses <= 15; presses++) {
    await p.keyboard.press('Tab');
    if (await p.evaluate(() => document.activeElement?.id === 'site-search')) return presses;
  }
  throw new Error('the search box never took the focus');
}

const box = () => page.locator('#site-search');
const list = () => page.locator('#site-search-suggestions');

describe('the header search on a 360 px phone, keyboard only', () => {
  it('is a labelled search form that fits the phone on every page', async () => {
    for (const path of ['/', '/products?category=latex', '/contact']) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const form = page.getByRole('search');
      expect(await form.getAttribute('action')).toBe('/search');
      expect(await form.getAttribute('method')).toBe('get');
      expect(await page.getByLabel('Search products').getAttribute('name')).toBe('q');
      const rect = await form.boundingBox();
      expect(rect!.x).toBeGreaterThanOrEqual(0);
      expect(rect!.x + rect!.width).toBeLessThanOrEqual(360);
      await noSidewaysScroll(page);
    }
  });

  it('searches from the keyboard: Tab to the box, type with a typo, Enter, results with the typo forgiven', async () => {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // Skip link, the language switch, the top bar's phone and e-mail, the name, then the search box.
    expect(await tabToSearch(page)).toBe(6);
    await page.keyboard.type('trampolin');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/search?q=trampolin`);
    // The address changes as the client-side navigation starts; the results page is drawn a moment later.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Search results for "trampolin"');
    // The results replace "Loading..." once the data arrives (the previous page may still show cards).
    await page.locator('.catalogue-count').waitFor();
    const titles = await page.locator('.product-card .product-title').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(4);
    for (const t of titles) expect(t).toMatch(/trampoline/i);
    expect(await page.title()).toBe('Search results for "trampolin" | Gubbara');
    expect(await box().inputValue()).toBe('trampolin');
    // The box holds the search, but no list opens on the results page by itself.
    await page.waitForTimeout(600);
    expect(await list().isVisible()).toBe(false);
    await noSidewaysScroll(page);
    await axe(page, '.site-header');
    await axe(page, 'main');
  });

  it('suggests as you type from 2 characters: Down chooses the first, Enter opens that product', async () => {
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' });
    await tabToSearch(page);
    expect(await box().getAttribute('role')).toBe('combobox');
    expect(await box().getAttribute('aria-expanded')).toBe('false');
    expect(await box().getAttribute('aria-controls')).toBe('site-search-suggestions');
    await page.keyboard.type('h');
    await page.waitForTimeout(600);
    expect(await list().isVisible()).toBe(false);
    await page.keyboard.type('ellium');
    await list().waitFor({ state: 'visible' });
    expect(await box().getAttribute('aria-expanded')).toBe('true');
    const options = list().getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    expect(await options.first().textContent()).toMatch(/helium/i);
    expect(await box().getAttribute('aria-activedescendant')).toBeNull();

    await page.keyboard.press('ArrowDown');
    const first = options.first();
    expect(await box().getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await box().getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await box().getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search');
    await noSidewaysScroll(page);
    await axe(page, '.site-header');
    await axe(page, 'main');

    const title = (await first.locator('.search-suggestion-title').textContent())!;
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product-detail\?id=\d+&category=/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await list().isVisible()).toBe(false);
    expect(await box().inputValue()).toBe('');
  });

  it('shows each suggestion with a thumbnail, a title of two lines at most and the price, as wide as the phone', async () => {
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' });
    await tabToSearch(page);
    await page.keyboard.type('balloon');
    await list().waitFor({ state: 'visible' });
    const rect = (await list().boundingBox())!;
    expect(rect.x).toBeLessThanOrEqual(0.5);
    expect(rect.width).toBeGreaterThanOrEqual(359);
    const options = list().getByRole('option');
    expect(await options.count()).toBe(8);
    for (const option of await options.all()) {
      const thumb = option.locator('img.search-suggestion-thumb');
      expect(await thumb.getAttribute('src')).toMatch(/^\/api\/admin\/uploads\/product\?filename=.+&w=160&format=webp$/);
      expect(await thumb.getAttribute('alt')).toBe('');
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await option.locator('.search-suggestion-price').textContent()).toMatch(/^₹[\d,]+$/);
      const title = (await option.locator('.search-suggestion-title').boundingBox())!;
      const lineHeight = await option.locator('.search-suggestion-title').evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect(title.height).toBeLessThanOrEqual(2 * lineHeight + 1);
      expect((await option.boundingBox())!.height).toBeLessThanOrEqual(72);
    }
    await noSidewaysScroll(page);
    await axe(page, '.site-header');
    await page.keyboard.press('Escape');
  });

  it('Escape closes the suggestions and keeps the text; Enter then searches', async () => {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await tabToSearch(page);
    await page.keyboard.type('bouq');
    await list().waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    expect(await list().isVisible()).toBe(false);
    expect(await box().getAttribute('aria-expanded')).toBe('false');
    expect(await box().inputValue()).toBe('bouq');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/search?q=bouq`);
    // The results replace "Loading..." once the data arrives (the previous page may still show cards).
    await page.locator('.catalogue-count').waitFor();
    // Titles with the word first (a product may also match by its category's name, Balloon Bouquet).
    expect(await page.locator('.product-card .product-title').first().textContent()).toMatch(/bouquet/i);
  });
});

describe('/search', () => {
  it('pages 48 at a time with real links, like the category pages', async () => {
    await page.goto(`${baseUrl}/search?q=balloons`, { waitUntil: 'networkidle' });
    const status = (await page.locator('.catalogue-count').textContent())!;
    const m = /^(\d+) products · Page 1 of (\d+)$/.exec(status);
    expect(m, status).not.toBeNull();
    expect(Number(m![2])).toBe(Math.ceil(Number(m![1]) / 48));
    expect(await page.locator('.product-card').count()).toBe(48);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next ›' }).click();
    await page.waitForURL(`${baseUrl}/search?q=balloons&page=2`);
    await expect.poll(() => page.locator('.catalogue-count').textContent()).toMatch(/· Page 2 of /);
    const missing = await page.goto(`${baseUrl}/search?q=balloons&page=999`);
    expect(missing!.status()).toBe(404);
    expect(await page.locator('main').getByRole('status').textContent()).toBe('There is no page "999" of the results for "balloons".');
  });

  it('says "No products found for "{q}"." and offers the categories', async () => {
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent('zzqx unicorn')}`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('status').filter({ hasText: 'No products found' }).textContent()).toBe('No products found for "zzqx unicorn".');
    const categories = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
    expect(await categories.count()).toBeGreaterThan(10);
    expect(await categories.first().getAttribute('href')).toMatch(/^\/products\?category=/);
    await noSidewaysScroll(page);
    await axe(page, '.site-header');
    await axe(page, 'main');
  });

  it('finding nothing offers WhatsApp with the search written in, a call and popular products', async () => {
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent('zzqx unicorn')}`, { waitUntil: 'networkidle' });
    const main = page.locator('main');
    const whatsapp = main.getByRole('link', { name: 'Ask on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toMatch(
      new RegExp(
        `^https://wa\\.me/91\\d{10}\\?text=${encodeURIComponent('Hello, I am looking for "zzqx unicorn". Do you have it?').replace(/[.?()]/g, '\\$&')}$`,
      ),
    );
    const call = main.getByRole('link', { name: /^Call \+91 \d{5} \d{5}$/ });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    expect(await main.getByRole('heading', { name: 'Popular products' }).count()).toBe(1);
    expect(await main.locator('.product-card').count()).toBe(8);
    const box = (await whatsapp.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await noSidewaysScroll(page);
    await axe(page, 'main');
  });

  it('says which words it found products for when one found nothing, and offers the spelling it forgave', async () => {
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent('helium balloon delhi')}`, { waitUntil: 'networkidle' });
    await page.locator('.catalogue-count').waitFor();
    expect(await page.locator('.search-reading').textContent()).toBe('Showing results for helium balloon');
    expect(await page.locator('.search-reading em').textContent()).toBe('helium balloon');
    expect((await page.locator('.product-card .product-title').first().textContent())!.toLowerCase()).toMatch(/helium.*balloon|balloon.*helium/);
    await axe(page, 'main');

    await page.goto(`${baseUrl}/search?q=balon`, { waitUntil: 'networkidle' });
    await page.locator('.catalogue-count').waitFor();
    expect(await page.locator('.search-reading').textContent()).toBe('Did you mean balloon?');
    await noSidewaysScroll(page);
    await axe(page, 'main');
    await page.locator('.search-reading').getByRole('link', { name: 'balloon' }).click();
    await page.waitForURL(`${baseUrl}/search?q=balloon`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Search results for "balloon"');
    await page.locator('.catalogue-count').waitFor();
    expect(await page.locator('.search-reading').count()).toBe(0);
  });

  it('is answered server-rendered, private to the visitor and kept out of search engines', async () => {
    const res = await fetch(`${baseUrl}/search?q=helium`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    expect(html).toContain('Search results for &quot;helium&quot;');
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
    expect(html).toContain('class="product-card"');
    await page.goto(`${baseUrl}/search?q=helium`, { waitUntil: 'networkidle' });
    expect(await box().inputValue()).toBe('helium');
    expect(await box().getAttribute('aria-expanded')).toBe('false');
    expect(await list().isVisible()).toBe(false);
  });

  it('works without JavaScript: the header form submits and the server renders the results', async () => {
    const p = await chromium.pageForTest({ javaScriptEnabled: false });
    await p.goto(`${baseUrl}/`);
    await p.getByLabel('Search products').fill('gubbare');
    await p.getByLabel('Search products').press('Enter');
    await p.waitForURL(`${baseUrl}/search?q=gubbare`);
    expect(await p.getByRole('heading', { level: 1 }).textContent()).toBe('Search results for "gubbare"');
    const titles = await p.locator('.product-card .product-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles[0]).toMatch(/balloon/i);
    expect(await p.locator('#site-search').getAttribute('role')).toBeNull();
  });
});

describe('/admin/synonyms', () => {
  it('lets the owner add a synonym that the search box then understands, and delete it', async () => {
    const p = await chromium.pageForTest();
    const login = await p.context().request.post(`${baseUrl}/api/login`, { data: owner() });
    expect(login.status()).toBe(200);
    await p.goto(`${baseUrl}/admin/synonyms`, { waitUntil: 'networkidle' });
    expect(await p.getByRole('heading', { level: 1 }).textContent()).toBe('Search Synonyms');
    expect(await p.locator('.synonym-list li').allTextContents()).toContain('gubbara also finds balloonDelete');
    await p.getByLabel('Word people type').fill('Tamboo');
    await p.getByLabel('Word the products use').fill('tent');
    await p.getByRole('button', { name: 'Save Synonym' }).click();
    await expect.poll(() => p.getByRole('alert').textContent()).toBe('Synonym saved: "tamboo" also finds "tent"');
    await expect.poll(() => p.locator('.synonym-list li').allTextContents()).toContain('tamboo also finds tentDelete');
    await noSidewaysScroll(p);
    await axe(p, 'main');

    await p.goto(`${baseUrl}/search?q=tamboo`, { waitUntil: 'networkidle' });
    const titles = await p.locator('.product-card .product-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles[0]).toMatch(/tent/i);

    await p.goto(`${baseUrl}/admin/synonyms`, { waitUntil: 'networkidle' });
    await p.getByRole('button', { name: 'Delete tamboo → tent' }).click();
    await expect.poll(() => p.getByRole('alert').textContent()).toBe('Synonym "tamboo" → "tent" deleted');
    await expect.poll(() => p.locator('.synonym-list li').allTextContents()).not.toContain('tamboo also finds tentDelete');
    await p.goto(`${baseUrl}/search?q=tamboo`, { waitUntil: 'networkidle' });
    expect(await p.getByRole('status').filter({ hasText: 'No products found' }).textContent()).toBe('No products found for "tamboo".');
  });
});

// The strict script policy in Chromium on the real built server: every English public page and a
// Hindi page of each kind (every Hindi page with `npm run test:walk`), each twice, so the second comes
// from the page cache, and every admin page signed in loads without a single
// Content-Security-Policy or Permissions-Policy complaint, its inline module script runs, and the
// pages still hydrate: the menu opens, Add to Cart counts, a client-side navigation fetches its data,
// an admin page loads its data.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, signIn, chromiumForFile, waitingForHydration } from '../helpers/browser.ts';
import { englishRoutes, walkedRoutes } from '../helpers/public-routes.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;
/** Every policy complaint of any page of the context, as "page: what". */
const complaints: string[] = [];

beforeAll(async () => {
  const context = await chromium.browser.newContext({ viewport: DESKTOP });
  await context.exposeBinding('reportPolicyViolation', ({ page: p }, what: string) => complaints.push(`${p.url()}: ${what}`));
  // Before any script of the page: a violation by the page's first inline script is caught too.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportPolicyViolation(s: string): void }).reportPolicyViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} ${e.sample}`,
      );
    });
  });
  page = waitingForHydration(await context.newPage());
  page.on('console', (m) => {
    if (/Content Security Policy|Permissions-Policy|Permissions policy|Refused to/i.test(m.text())) complaints.push(`${page.url()}: console ${m.text()}`);
  });
  page.on('pageerror', (err) => complaints.push(`${page.url()}: page error ${err.message}`));
});

/** Opens a page, waits until its scripts have run and the network is quiet, and returns what the policy refused. */
async function visit(path: string): Promise<string[]> {
  const from = complaints.length;
  const res = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  expect(res?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
  // Set by React Router's inline module script: proof it ran under the policy.
  await page.waitForFunction(() => '__reactRouterRouteModules' in window);
  return complaints.slice(from);
}

async function firstProduct(): Promise<{ id: number; category: string; title: string }> {
  const [p] = (await (await fetch(`${baseUrl}/api/home/products?limit=1`)).json()) as { id: number; category: string; title: string }[];
  return p!;
}

describe('the public pages under the strict policy', () => {
  // English and Hindi apart, each with time for some sixty page loads on a busy machine.
  it.each(['English', 'Hindi'])('loads each %s public route twice (rendered, then from the cache) without a policy complaint', async (language) => {
    const p = await firstProduct();
    const routes = language === 'English' ? [...englishRoutes(p), '/admin-login'] : walkedRoutes(p).filter((r) => r.startsWith('/hi'));
    for (const route of routes) {
      for (let i = 0; i < 2; i++) expect(await visit(route), route).toEqual([]);
    }
  }, 180_000);

  it('hydrates: a menu opens, Add to Cart counts, a client-side navigation loads its data', async () => {
    const p = await firstProduct();
    expect(await visit('/')).toEqual([]);
    await page.getByRole('button', { name: 'Event Setup' }).click();
    await expect.poll(() => page.locator('.menu-item.is-open .menu-panel').isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
    const data = page.waitForResponse((r) => r.url().includes('.data'));
    await page.locator(`a[href^="/product-detail?id=${p.id}"]`).first().click();
    await page.waitForURL(/\/product-detail\?id=/);
    expect((await data).status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(p.title);
    // The same document: the router navigated on the client, with the data of a .data request.
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);

    const before = await page.locator('.cart-link .cart-badge').count();
    expect(before).toBe(0);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect.poll(() => page.locator('.cart-link .cart-badge').textContent()).toBe('1');
    expect(complaints).toEqual([]);
  });
});

describe('the admin pages under the strict policy', () => {
  it('signs in and loads every admin page without a policy complaint, with its data', async () => {
    await signIn(page, baseUrl);
    const routes = [
      '/admin',
      '/admin/category',
      '/admin/addproduct',
      '/admin/viewproduct',
      '/admin/addadmin',
      '/admin/orders',
      '/admin/leads',
      '/admin/user',
      '/admin/system',
      '/admin/content/home',
      '/admin/content/pages?page=tandc',
    ];
    for (const route of routes) {
      expect(await visit(route), route).toEqual([]);
    }
    // The hydrated search form asks the admin API and lists what it finds.
    await visit('/admin/viewproduct');
    const p = await firstProduct();
    await page.getByLabel('Search by title').fill(p.title);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('.admin-row', { hasText: p.title }).count()).toBeGreaterThan(0);
    expect(complaints).toEqual([]);
  });
});

// axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA rules) on the public routes at 360 px and 1280 px
// (walkedRoutes: on the phone every English page and a Hindi one of each kind, on the laptop a page of
// each kind in each language; every page at both widths with `npm run test:walk`):
// no serious or critical violation, and no sideways scrolling on a 360 px phone.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, chromiumForFile, waitingForHydration } from '../helpers/browser.ts';
import { owner } from '../helpers/e2e-server.ts';
import { walkedRoutes } from '../helpers/public-routes.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const products = (await (await fetch(`${baseUrl}/api/home/products`)).json()) as Array<{ id: number; category: string; about1: string | null }>;
const withAbout = products.find((p) => p.about1)!;


const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: page as never }).withTags(TAGS).analyze();
  expect(result.passes.length).toBeGreaterThan(10); // the scan really ran over the page
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

describe.each([PHONE, DESKTOP])('at $width px wide', (viewport) => {
  const { width } = viewport;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // axe needs a page of its own context.
    context = await chromium.browser.newContext({ viewport });
    page = waitingForHydration(await context.newPage());
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(walkedRoutes(withAbout, width === PHONE.width ? 'phone' : 'wide'))('%s has no serious or critical axe violation', async (route) => {
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
    expect(await seriousViolations(page)).toEqual([]);
    if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('the forms with their errors showing have none either', async () => {
    for (const route of ['/contactForm', '/franchise']) {
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.locator('.field-error').first().waitFor();
      expect(await seriousViolations(page), route).toEqual([]);
    }
  });

  it('the owner’s dashboard, inbox, system and calendar pages, signed in, have none either', async () => {
    const login = await context.request.post(`${baseUrl}/api/login`, { data: owner() });
    expect(login.status()).toBe(200);
    for (const route of [
      '/admin',
      '/admin/orders',
      '/admin/leads',
      '/admin/leads?status=spam&q=nobody',
      '/admin/system',
      '/admin/calendar',
      '/admin/calendar/settings',
    ]) {
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname, route).toBe(route.split('?')[0]);
      expect(await seriousViolations(page), route).toEqual([]);
      if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(360);
    }
    await context.request.post(`${baseUrl}/api/logout`);
  });

  // The home page's editor holds every section's fields at once: axe takes its time over them.
  it('the owner’s content editors, signed in, have none either', async () => {
    const login = await context.request.post(`${baseUrl}/api/login`, { data: owner() });
    expect(login.status()).toBe(200);
    for (const route of ['/admin/content/home', '/admin/content/pages?page=tandc']) {
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname, route).toBe(route.split('?')[0]);
      // The rich-text editor is a lazy chunk: checked once it is there.
      if (route.includes('pages')) await page.getByRole('textbox', { name: 'Terms and Conditions text' }).waitFor();
      expect(await seriousViolations(page), route).toEqual([]);
      if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(360);
    }
    await context.request.post(`${baseUrl}/api/logout`);
  }, 240_000);

  it('the contact map and the Our Work video, once opened, have none either', async () => {
    await page.route(
      (u) => u.origin !== new URL(baseUrl).origin,
      (r) => r.abort('blockedbyclient'),
    );
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Show map' }).click();
    await page.locator('iframe').waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/ourwork`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Play video/ }).click();
    await page.locator('iframe').waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.unrouteAll();
  });
});

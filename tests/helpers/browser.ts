// Debian's Chromium driven by playwright-core.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Response, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.ts';
import { owner } from './e2e-server.ts';

/** The window sizes the browser tests use: the small phone every page must work on, and a laptop. */
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS, headless: true });
}

export interface Chromium {
  /** The running browser, between the file's first and last test. */
  readonly browser: Browser;
  /** A page in a context of its own (cookies, storage), on a phone unless `options` say otherwise, open until the file ends. */
  pageForFile(options?: BrowserContextOptions): Promise<Page>;
  /** The same, closed when the test that opened it ends, passed or failed: the next test starts clean. */
  pageForTest(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * Chromium for the test file that calls this at its top: launched before the first test, closed
 * after the last one with every page still open.
 */
export function chromiumForFile(): Chromium {
  let browser: Browser | undefined;
  const closeAfterTest: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(closeAfterTest.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const running = (): Browser => {
    if (!browser) throw new Error('Chromium runs only from the first test (or beforeAll) of the file to its last');
    return browser;
  };
  // A context per page (not browser.newPage) so that a test can open a second page sharing its cookies.
  const pageForFile = async (options: BrowserContextOptions = {}) => {
    const page = await (await running().newContext({ viewport: PHONE, ...options })).newPage();
    return options.javaScriptEnabled === false ? page : waitingForHydration(page);
  };
  return {
    get browser() {
      return running();
    },
    pageForFile,
    async pageForTest(options) {
      const page = await pageForFile(options);
      closeAfterTest.push(page.context());
      return page;
    },
  };
}

/**
 * Makes `page.goto` and `page.reload` of one of our pages also wait until React has taken the page
 * over (the `data-hydrated` mark on <html>). A public page loads its scripts after its first paint, so
 * the browser's load event often comes before its buttons have handlers; a test that clicked then
 * would race the page's scripts. Returns the same page.
 */
export function waitingForHydration(page: Page): Page {
  const hydrated = async (res: Response | null, timeout?: number) => {
    if (res?.headers()['content-type']?.startsWith('text/html'))
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout });
    return res;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options), options?.timeout);
  page.reload = async (options) => hydrated(await reload(options), options?.timeout);
  return page;
}

/** Signs in through the login form once it is hydrated, and waits for the admin dashboard. */
export async function signIn(page: Page, baseUrl: string, { username, password } = owner()): Promise<void> {
  await page.goto(`${baseUrl}/admin-login`);
  const button = page.getByRole('button', { name: 'Login' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await button.click();
  await page.waitForURL(`${baseUrl}/admin`);
}

/** Opens `url` and waits for the page's first read of the cart, after which its cart-driven parts are drawn. */
export async function gotoReadingCart(page: Page, url: string): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.url().includes('/api/cart/getcart/')), page.goto(url)]);
}

/**
 * The admin menu, opened first where a narrow window folds it into its "Menu" disclosure. Retried until
 * it shows: the page a link or the sign-in has just gone to may still be replacing the previous one,
 * whose menu closes with it.
 */
export async function openAdminMenu(page: Page): Promise<Locator> {
  const menu = page.locator('details.admin-menu');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect
    .poll(async () => {
      await menu.waitFor();
      const summary = page.locator('details.admin-menu > summary');
      if ((await summary.isVisible()) && !(await menu.evaluate((d: HTMLDetailsElement) => d.open))) await summary.click();
      return nav.isVisible();
    })
    .toBe(true);
  return nav;
}

/** axe finds no WCAG 2.2 A/AA violation on the whole page, and the page does not scroll sideways at `width`. */
export async function expectAccessible(page: Page, width = 360): Promise<void> {
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.passes.length).toBeGreaterThan(10);
  expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

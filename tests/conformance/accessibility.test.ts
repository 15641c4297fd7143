// pa11y with the HTML_CodeSniffer runner (WCAG 2 AA) on every page at 360 px and 1280 px, in Debian's
// Chromium: no error. A second opinion beside the axe scans of the browser tests, whose rules differ.
import { createRequire } from 'node:module';
import pa11y from 'pa11y';
import type { Browser, PuppeteerNode } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.ts';
import { PHONE, DESKTOP } from '../helpers/browser.ts';
import { FORM_ERROR_STATES, type SitePage, baseUrl, sitePages } from './site.ts';

// pa11y drives the browser it is given with its own puppeteer, so the browser is launched by that same copy.
const fromPa11y = createRequire(createRequire(import.meta.url).resolve('pa11y'));
const { default: puppeteer } = fromPa11y('puppeteer') as { default: PuppeteerNode };

let browser: Browser;
let pages: SitePage[];

beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS, headless: true });
  pages = [...(await sitePages()), ...FORM_ERROR_STATES];
});
afterAll(async () => {
  await browser?.close();
});

describe.each([PHONE, DESKTOP])('at $width px wide', (viewport) => {
  it('every page passes HTML_CodeSniffer’s WCAG 2 AA rules', { timeout: 300_000 }, async () => {
    const errors: string[] = [];
    // A few pages at a time: most of each check is waiting for the page's network to go quiet.
    let next = 0;
    const worker = async () => {
      for (let page = pages[next++]; page; page = pages[next++]) errors.push(...(await check(page, viewport)));
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(errors.sort()).toEqual([]);
  });
});

async function check(page: SitePage, viewport: { width: number; height: number }): Promise<string[]> {
  // Its own tab, past the shop's service worker: a page fetched by the worker would lose the owner's
  // cookie, which pa11y sends as a header only on the tab's own requests.
  const tab = await browser.newPage();
  await tab.setBypassServiceWorker(true);
  const result = await pa11y(baseUrl + page.route, {
    browser,
    page: tab,
    runners: ['htmlcs'],
    standard: 'WCAG2AA',
    viewport,
    headers: page.cookie ? { cookie: page.cookie } : {},
    actions: page.actions ?? [],
    timeout: 30_000,
  }).finally(() => tab.close().catch(() => undefined));
  // An admin page that sent the owner to the sign-in page would pass without being checked.
  expect(new URL(result.pageUrl).pathname, page.route).toBe(page.route.split('?')[0]);
  return result.issues
    .filter((i) => i.type === 'error')
    .map(
      (i) =>
        `${page.route}${page.actions ? ' (after its actions)' : ''}: ${i.code}: ${i.message} — ${i.selector} ${(i.context ?? '').replace(/\s+/g, ' ').slice(0, 160)}`,
    );
}

// The category-info pages and the static Our Products page: section ids spelt exactly as links name
// them (case included), pictures with Enquiry Now links that open WhatsApp with a message naming the
// item, and the smooth scroll to the URL hash after 500 ms (1000 ms on /kids and /product).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;

const PAGES: Record<string, { ids: string[]; delay: number }> = {
  '/airinflatable': { ids: ['air_dancer', 'customize_inflatable', 'characters'], delay: 500 },
  '/eventsetup': {
    ids: [
      'backdrop_panels',
      'dashing_entry',
      'shower_flower',
      'dry_smoke',
      'confetti_blasting',
      'Annual_General_Meeting',
      'Employee_Events',
      'Productivity_Workshops',
      'Grand_Openings',
      'Product_Launch',
      'Office_Decoration',
    ],
    delay: 500,
  },
  '/inflatabletent': { ids: ['campaign_tent', 'other_tent'], delay: 500 },
  '/kids': { ids: ['toy_mini', 'ladder_slide', 'play_items'], delay: 1000 },
  '/printed': { ids: ['9_inch_print', '12_inch_print', 'crom_print', 'metalic_print', '36_inch_print'], delay: 500 },
  '/promotionalsky': { ids: ['6to14', 'square_shape', 'blimp_shape'], delay: 500 },
  '/product': { ids: ['latex', 'party', 'foil'], delay: 1000 },
};

beforeEach(async () => {
  page = await chromium.pageForTest();
});

async function checkEnquiryLinks(p: Page): Promise<number> {
  const items = p.locator('.showcase-item');
  const n = await items.count();
  for (let i = 0; i < n; i++) {
    const item = items.nth(i);
    const name = (await item.locator('figcaption').textContent())!;
    expect(await item.locator('img').getAttribute('alt')).toBe(name);
    const link = item.getByRole('link', { name: /^Enquiry Now/ });
    expect(await link.textContent()).toBe('Enquiry Now');
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.pathname).toMatch(/^\/91\d{10}$/);
    expect(href.searchParams.get('text')).toContain(`enquire about ${name}`);
  }
  return n;
}

describe.each(Object.entries(PAGES))('%s', (path, { ids, delay }) => {
  it('has exactly the sections of the spec, with pictures and Enquiry Now links to WhatsApp', async () => {
    const res = await page.goto(baseUrl + path);
    expect(res?.status()).toBe(200);
    const found = await page.locator('section.showcase-section').evaluateAll((els) => els.map((e) => e.id));
    expect(found).toEqual(ids);
    for (const id of ids) expect(await page.locator(`section[id="${id}"] h2`).count()).toBe(1);
    const n = await checkEnquiryLinks(page);
    expect(n).toBeGreaterThanOrEqual(ids.length);
  });

  it(`scrolls smoothly to the hash section after ${delay} ms`, async () => {
    const target = ids[ids.length - 1]!;
    await page.addInitScript(() => {
      const calls: Array<{ id: string; t: number; behavior: string | undefined }> = [];
      (window as unknown as { __scrolls: typeof calls }).__scrolls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
        calls.push({ id: this.id, t: performance.now(), behavior: typeof arg === 'object' ? arg.behavior : undefined });
        return original.call(this, arg);
      };
    });
    await page.goto(`${baseUrl}${path}#${target}`, { waitUntil: 'domcontentloaded' });
    // Start from the top whatever the browser did with the fragment on load.
    await page.evaluate(() => window.scrollTo(0, 0));
    // The section's top reaches the top of the window, or the page reaches its end.
    const distance = (id: string) => {
      const el = document.getElementById(id)!;
      const wanted = Math.min(el.getBoundingClientRect().top + window.scrollY, document.documentElement.scrollHeight - window.innerHeight);
      return Math.abs(window.scrollY - wanted);
    };
    const callsFor = async () =>
      (await page.evaluate(() => (window as unknown as { __scrolls: Array<{ id: string; t: number; behavior: string }> }).__scrolls)).filter(
        (c) => c.id === target,
      );
    await expect.poll(async () => (await callsFor()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(distance, target), { timeout: 10_000 }).toBeLessThan(40);
    const mine = await callsFor();
    expect(mine[0]!.behavior).toBe('smooth');
    // Timed from the start of navigation, the call cannot come before its delay.
    expect(mine[0]!.t).toBeGreaterThanOrEqual(delay);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });
});

describe('hash scroll', () => {
  it('jumps without animation under prefers-reduced-motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      const calls: Array<string | undefined> = [];
      (window as unknown as { __behaviors: typeof calls }).__behaviors = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
        calls.push(typeof arg === 'object' ? arg.behavior : undefined);
        return original.call(this, arg);
      };
    });
    await page.goto(`${baseUrl}/printed#36_inch_print`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __behaviors: string[] }).__behaviors)).toEqual(['auto']);
  });
});

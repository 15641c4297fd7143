// The shop in Hindi, in a real browser on a 360 px phone: the header's language switch keeps the page
// and its query (English → Hindi → English) and is a named link a keyboard reaches; the Devanagari font
// is fetched on a Hindi page and never on an English one; a Hindi form's checks speak Hindi.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE, chromiumForFile } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

/** The Devanagari font files a page asked for while it loaded. */
function fontRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/noto-sans-devanagari.*\.woff2$/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 10_000 });

describe('the language switch', () => {
  it('takes a phone from English to Hindi and back on the same page, query kept', async () => {
    const page = await chromium.pageForTest({ viewport: PHONE });
    await page.goto(`${baseUrl}/products?category=latex&sort=price-asc`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');

    const toHindi = page.getByRole('link', { name: 'हिन्दी' });
    expect(await toHindi.isVisible()).toBe(true);
    expect(await toHindi.getAttribute('lang')).toBe('hi');
    // Reached from the keyboard: the switch is the first stop after the skip link.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('हिन्दी');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/hi/products?category=latex&sort=price-asc`, { timeout: 10_000 });
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await expect.poll(() => page.locator('.menu-franchise a').textContent(), { timeout: 5_000 }).toContain('फ्रैंचाइज़ पार्टनर');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // A link inside the Hindi page stays in Hindi.
    expect(await page.locator('.site-footer a', { hasText: 'हमारे बारे में' }).getAttribute('href')).toBe('/hi/about');

    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}/products?category=latex&sort=price-asc`, { timeout: 10_000 });
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    expect(await page.locator('.menu-franchise a').textContent()).toContain('Franchise Partner');
  });
});

describe('the Devanagari font', () => {
  it('is fetched on a Hindi page, preloaded, and never on an English page', async () => {
    const page = await chromium.pageForTest({ viewport: PHONE });
    const fonts = fontRequests(page);
    for (const path of ['/', '/about', '/products?category=latex', '/contactForm']) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      expect(await page.locator('link[rel="preload"][as="font"]').count(), path).toBe(0);
    }
    expect(fonts).toEqual([]);

    await page.goto(`${baseUrl}/hi/about`, { waitUntil: 'networkidle' });
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(1);
    await expect.poll(() => fonts.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.fonts.check("16px 'Noto Sans Devanagari'", 'हिन्दी'))).toBe(true);
  });
});

describe('a Hindi form', () => {
  it('shows the checks’ messages in Hindi', async () => {
    const page = await chromium.pageForTest({ viewport: PHONE });
    await page.goto(`${baseUrl}/hi/contactForm`);
    await page.getByRole('button', { name: 'भेजें' }).click();
    await page.locator('.field-error').first().waitFor({ timeout: 5_000 });
    expect(await page.locator('.field-error').allTextContents()).toEqual(['नाम आवश्यक है।', 'मोबाइल नंबर आवश्यक है।', 'पूछताछ का विषय आवश्यक है।']);
    await page.getByLabel('नाम', { exact: true }).fill('A');
    await page.getByLabel('मोबाइल नंबर', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'भेजें' }).click();
    await expect
      .poll(() => page.locator('.field-error').allTextContents(), { timeout: 5_000 })
      .toEqual(['नाम में कम से कम 2 अक्षर होने चाहिए।', 'मोबाइल नंबर 10 अंकों का होना चाहिए।', 'पूछताछ का विषय आवश्यक है।']);
  });
});

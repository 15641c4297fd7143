// Header, menu, footer and floating buttons on every page, by mouse and by keyboard, phone and desktop.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from '../helpers/browser.ts';
import { BUSINESS_PAGES, INFO_PAGES } from '../helpers/public-routes.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;

/**
 * `serviceWorkers: 'block'` for a test that intercepts requests: what the service worker answers
 * (precached scripts, kept pages and their data) never reaches Playwright's routes.
 */
async function open(width: number, path = '/about', serviceWorkers: 'allow' | 'block' = 'allow') {
  page = await chromium.pageForTest({ viewport: { width, height: 900 }, serviceWorkers });
  await page.goto(baseUrl + path);
  await page.waitForLoadState('networkidle');
}

const MENU = ['Products', 'Printed', 'Promotional Sky', 'Air Inflatable', 'Inflatable Tent', 'Kids Play', 'Event Setup', 'More'];

describe('main menu', () => {
  it('has the eight dropdowns in order and the Franchise Partner button', async () => {
    await open(1280);
    const labels = await page.locator('#main-nav .menu-button').allTextContents();
    expect(labels.map((l) => l.trim())).toEqual(MENU);
    expect(await page.locator('#main-nav').getByRole('link', { name: 'Franchise Partner' }).getAttribute('href')).toBe('/franchise');
  });

  it('splits Event Setup into Wedding Setup and Corporate Setup with the spec slugs', async () => {
    await open(1280);
    await page.getByRole('button', { name: 'Event Setup' }).click();
    const panel = page.locator('.menu-item.is-open .menu-panel');
    expect(await panel.locator('.menu-heading').allTextContents()).toEqual(['Wedding Setup', 'Corporate Setup']);
    const hrefs = await panel.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      [
        'backdroppanels',
        'dashingentry',
        'showerflower',
        'drysmoke',
        'confettiblasting',
        'AnnualGeneralMeeting',
        'EmployeeEvents',
        'ProductivityWorkshops',
        'GrandOpenings',
        'ProductLaunch',
        'OfficeDecoration',
      ].map((s) => `/products?category=${s}`),
    );
  });

  it('works by keyboard: ArrowDown opens and focuses, arrows move, Escape closes and returns focus', async () => {
    await open(1280);
    const button = page.getByRole('button', { name: 'Products' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Latex Balloon');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Party Items');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Foil Balloon');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Latex Balloon');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Products');
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a menu link to the category page and closes', async () => {
    await open(1280);
    await page.getByRole('button', { name: 'Promotional Sky' }).click();
    await page.getByRole('link', { name: '6 to 14 Feet' }).click();
    await page.waitForURL(`${baseUrl}/products?category=6to14`);
    expect(await page.locator('.menu-item.is-open').count()).toBe(0);
  });

  it('collapses into a Menu button on a phone', async () => {
    await open(360);
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await page.locator('#main-nav').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#main-nav').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Kids Play' }).click();
    await page.getByRole('link', { name: 'Trampoline' }).click();
    await page.waitForURL(`${baseUrl}/products?category=trampoline`);
    expect(await page.locator('#main-nav').isVisible()).toBe(false);
  });
});

describe('header, footer and floating buttons', () => {
  it('has the footer links of the spec', async () => {
    await open(360, '/');
    const hrefs = await page.locator('.site-footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const h of [...INFO_PAGES, ...BUSINESS_PAGES]) expect(hrefs).toContain(h);
  });

  it('offers fixed WhatsApp, phone and enquiry-form buttons with +91 numbers', async () => {
    await open(360, '/tandc');
    const fabs = page.locator('.floating-contact a:not(.fab-cart)');
    expect(await fabs.count()).toBe(3);
    expect(await fabs.nth(0).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    expect(await fabs.nth(1).getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    expect(await fabs.nth(2).getAttribute('href')).toBe('/contactForm');
    expect(await page.locator('.floating-contact').evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
    expect(await page.locator('.topbar').textContent()).toMatch(/\+91 \d{5} \d{5}/);
  });

  it('keeps the cart and its count in the fixed group on a phone, where the header scrolls away, and only there', async () => {
    await open(360, '/tandc');
    const cart = page.locator('.floating-contact a.fab-cart');
    expect(await cart.getAttribute('href')).toBe('/cart');
    expect(await cart.getAttribute('aria-label')).toBe('Your cart');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await cart.isVisible()).toBe(true);
    const box = (await cart.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await open(1280, '/tandc');
    expect(await page.locator('.floating-contact a.fab-cart').isVisible()).toBe(false);
  });

  it('shows the cart icon without a badge when the cart is empty, and an admin icon', async () => {
    await open(1280, '/');
    expect(await page.getByRole('link', { name: 'Cart', exact: true }).count()).toBe(1);
    expect(await page.locator('.cart-badge').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it.each(['/', '/about', '/products?category=latex', '/cart'])('does not scroll sideways at 360 px on %s', async (path) => {
    await open(360, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

describe('home aliases and unknown paths', () => {
  it('shows the home page at /home', async () => {
    await open(360, '/home');
    expect(await page.locator('.hero h1').textContent()).toBe('Balloon decoration for every celebration');
    expect(await page.locator('.product-list .product-card').count()).toBe(50);
  });

  it('answers an unknown path with the home page and HTTP 404', async () => {
    page = await chromium.pageForTest({ viewport: { width: 360, height: 900 } });
    const res = await page.goto(`${baseUrl}/this/does/not/exist`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('#quickview').count()).toBe(1);
  });
});

describe('unexpected errors', () => {
  it('shows the branded error page with a way home when a page cannot be loaded', async () => {
    await open(360, '/', 'block');
    await page.route('**/about.data**', (r) => r.fulfill({ status: 500, contentType: 'text/html', body: '<h1>proxy error</h1>' }));
    await page.locator('.site-footer').getByRole('link', { name: 'About Us' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Something went wrong');
    expect(await page.locator('main').textContent()).toContain('Sorry, this page could not be shown.');
    expect(await page.locator('.site-header .brand').count()).toBe(1);
    await page.unroute('**/about.data**');
    await page.locator('main').getByRole('link', { name: 'Go to Homepage' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.locator('#quickview').count()).toBe(1);
  });

  it('never leaves a blank screen when a script chunk fails to load: the page reloads and works', async () => {
    await open(360, '/', 'block');
    await page.route('**/assets/about-*.js', (r) => r.abort('connectionfailed'));
    const reloaded = page.waitForEvent('load');
    await page.locator('.site-footer').getByRole('link', { name: 'About Us' }).click();
    await reloaded;
    expect(await page.locator('.site-header .brand').count()).toBe(1);
    expect(await page.locator('#quickview').count()).toBe(1);
    await page.unroute('**/assets/about-*.js');
    await page.waitForLoadState('networkidle');
    await page.locator('.site-footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${baseUrl}/about`);
    expect(await page.locator('main').textContent()).not.toContain('Something went wrong');
  });
});

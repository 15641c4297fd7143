// The owner's business details in Chromium on the real built server, on a 360 px phone: sign in, open
// Business Settings from the admin menu, see a bad number refused under its field, change the phone
// number, and see the home page's footer and fixed call button follow; change the days and hours and
// see /contact say them; upload a logo and see it in the header beside the name, then remove it. axe
// finds no violation on the page, before and after each change. The details are put back afterwards
// for the other files.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForFile, expectAccessible, openAdminMenu, signIn } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;
let original: Record<string, unknown>;

beforeAll(async () => {
  page = await chromium.pageForFile();
});
afterAll(async () => {
  if (!original) return;
  const { updatedAt: _at, updatedBy: _by, version: _v, ...fields } = original;
  await page.context().request.delete(`${baseUrl}/api/admin/settings/logo`);
  const now = (await (await page.context().request.get(`${baseUrl}/api/admin/settings`)).json()) as { version: number };
  await page.context().request.put(`${baseUrl}/api/admin/settings`, { data: { ...fields, version: now.version } });
});

describe('/admin/settings at 360 px', () => {
  it('is refused without a session: /admin/settings opens the login page', async () => {
    const res = await fetch(`${baseUrl}/admin/settings`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    // The sign-in page is told where to return.
    expect(res.headers.get('location')).toBe('/admin-login?next=%2Fadmin%2Fsettings');
  });

  it('signs in and opens Business Settings from the admin menu', async () => {
    await signIn(page, baseUrl);
    original = (await (await page.context().request.get(`${baseUrl}/api/admin/settings`)).json()) as Record<string, unknown>;
    await (await openAdminMenu(page)).getByRole('link', { name: 'Business Settings' }).click();
    await page.waitForURL(`${baseUrl}/admin/settings`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Business Settings');
    expect(await page.title()).toBe(`Business Settings | ${String(original.name)} Admin`);
    expect(await page.getByLabel('Phone number').inputValue()).toBe(original.phone);
    await expectAccessible(page);
  });

  it('refuses a short phone number under its field', async () => {
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => page.locator('#settings-phone-error').textContent()).toBe('Phone number must be 10 digits.');
    expect(await page.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').textContent()).toBe('Could not save the details: Phone number must be 10 digits.');
    await expectAccessible(page);
  });

  it('saves a new phone number, which the home page’s footer and call button then show', async () => {
    await page.getByLabel('Phone number').fill('98123 45678');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Saved. Every page shows the new details now.');
    await expect.poll(() => page.getByLabel('Phone number').inputValue()).toBe('9812345678');
    await expectAccessible(page);

    const visitor = await chromium.pageForTest();
    await visitor.goto(`${baseUrl}/`);
    const footer = visitor.locator('footer.site-footer');
    expect(await footer.getByRole('link', { name: '+91 98123 45678' }).getAttribute('href')).toBe('tel:+919812345678');
    const call = visitor.getByRole('link', { name: 'Call +91 98123 45678' });
    expect(await call.getAttribute('href')).toBe('tel:+919812345678');
    expect(await call.isVisible()).toBe(true);
    expect(await visitor.content()).not.toContain(`tel:+91${String(original.phone)}`);
  });

  it('saves the days and hours open, which /contact then says in words', async () => {
    await page.getByRole('checkbox', { name: 'Monday' }).uncheck();
    await page.getByLabel('Opens at').fill('10:00');
    await page.getByLabel('Closes at').fill('09:30');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => page.locator('#settings-closes-error').textContent()).toBe('Closing time must be after the opening time.');
    await expectAccessible(page);

    await page.getByLabel('Closes at').fill('20:30');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Saved. Every page shows the new details now.');
    await expect.poll(() => page.locator('#settings-hours-hint').textContent()).toContain('Now: Tuesday to Sunday, 10 am to 8:30 pm.');
    expect(await page.getByRole('checkbox', { name: 'Monday' }).isChecked()).toBe(false);
    await expectAccessible(page);

    const visitor = await chromium.pageForTest();
    await visitor.goto(`${baseUrl}/contact`);
    expect(await visitor.locator('dt:text-is("Hours") + dd').textContent()).toBe('Tuesday to Sunday, 10 am to 8:30 pm');
  });

  it('uploads a logo that every page’s header shows beside the name, and removes it again', async () => {
    const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Logo picture').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    // The details form's own notice (from the save before) stays above the logo's: the logo's is one of the two.
    await expect.poll(() => page.getByRole('alert').allTextContents(), { timeout: 20_000 }).toContain('Logo saved. The header shows it on every page now.');
    await expect.poll(() => page.getByRole('img', { name: `Current logo of ${String(original.name)}` }).isVisible()).toBe(true);
    await expectAccessible(page);

    const visitor = await chromium.pageForTest();
    await visitor.goto(`${baseUrl}/about`);
    const brand = visitor.getByRole('link', { name: `${String(original.name)}, home` });
    const img = brand.locator('img.brand-logo');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(160);
    expect(await img.evaluate((el) => el.getBoundingClientRect().height)).toBe(40);
    expect(await brand.textContent()).toBe(String(original.name));

    await page.getByRole('button', { name: 'Remove logo' }).click();
    // The details form's own notice (from the save before) stays above the logo's: the logo's is one of the two.
    await expect.poll(() => page.getByRole('alert').allTextContents(), { timeout: 20_000 }).toContain('Logo removed. The header shows the name alone.');
    await visitor.goto(`${baseUrl}/about`);
    expect(await brand.locator('img').getAttribute('src')).toBe('/favicon.svg');
  });
});

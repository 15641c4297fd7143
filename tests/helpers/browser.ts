// Debian's Chromium driven by playwright-core.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, chromium } from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

/** Signs in through the login form once it is hydrated, and waits for the admin dashboard. */
export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin-login`);
  const button = page.getByRole('button', { name: 'Login' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await button.click();
  await page.waitForURL(`${baseUrl}/admin`);
}

/** axe finds no WCAG 2.2 A/AA violation on the whole page, and the page does not scroll sideways at `width`. */
export async function expectAccessible(page: Page, width = 360): Promise<void> {
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.passes.length).toBeGreaterThan(10);
  expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

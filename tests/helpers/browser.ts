// Debian's Chromium driven by playwright-core.
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

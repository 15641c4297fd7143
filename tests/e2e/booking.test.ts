// The customer's booking page in Chromium on a 360 px phone: opened from the order's status link, it
// fits and passes axe; the booking is moved with the keyboard and then cancelled after the page says
// what the policy keeps, and the freed slot shows in the availability again.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { chromiumForFile } from '../helpers/browser.ts';
import { availability as availabilityOn, bookOrder } from '../helpers/e2e-server.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;

beforeEach(async () => {
  page = await chromium.pageForTest();
});

const availability = (date: string) => availabilityOn(baseUrl, date);
const book = (date: string) => bookOrder(baseUrl, date);

describe('the booking page', () => {
  it('moves and cancels a booking on a phone, by keyboard, and frees its slot', async () => {
    const date = addDays(indiaToday(), 15);
    const { path, slot } = await book(date);
    await page.goto(baseUrl + path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Your booking GUB-/);
    await fitsAndPassesAxe(page, 'main');
    const select = page.getByLabel('New date and slot');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    const chosen = await select.inputValue();
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}\|\d+$/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('main [role=status]').textContent()).toMatch(/^Your booking is moved to /);
    expect((await availability(date)).find((s) => s.id === slot.id)!.left).toBe(slot.left);
    await page.getByText('Cancel booking…').click();
    await expect.poll(() => page.locator('.booking-cancel p').textContent()).toMatch(/^If you cancel now, we keep 0% /);
    await page.getByRole('button', { name: 'Yes, cancel my booking' }).press('Enter');
    await expect.poll(() => page.locator('main [role=status]').textContent()).toBe('Your booking is cancelled.');
    expect(await page.locator('header strong').textContent()).toBe('Cancelled');
    await fitsAndPassesAxe(page, 'main');
  });

  it('shows the not-found page for a wrong key', async () => {
    const { path } = await book(addDays(indiaToday(), 16));
    const res = await page.goto(`${baseUrl}${path.replace(/k=[^&]+/, 'k=wrong')}`);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Booking not found');
  });
});

// /buy in Chromium: opening it with its calendar drawn, and choosing a date on that calendar.
import type { Page } from 'playwright-core';
import { dateInWords } from '../../app/features/booking/booking-form.ts';
import { gotoReadingCart } from './browser.ts';

/** Opens /buy and waits until the calendar shows the month's open dates. */
export async function openBuy(p: Page, baseUrl: string): Promise<void> {
  await Promise.all([p.waitForResponse((r) => r.url().includes('/api/booking/availability')), gotoReadingCart(p, `${baseUrl}/buy`)]);
  await p.locator('.booking-calendar .rdp-month_grid').waitFor();
}

/** Clicks `date` on /buy's calendar, going on month by month until it is shown. */
export async function clickDate(p: Page, date: string): Promise<void> {
  const day = p.getByRole('button', { name: dateInWords(date), exact: true });
  for (let i = 0; i < 3 && (await day.count()) === 0; i++) {
    await Promise.all([p.waitForResponse((r) => r.url().includes('/api/booking/availability')), p.getByRole('button', { name: 'Next month' }).click()]);
  }
  await day.click();
}

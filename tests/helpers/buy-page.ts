// /buy in Chromium: opening it with its calendar drawn, choosing a date on that calendar, and a whole order
// request made there as a customer makes it.
import type { Page } from 'playwright-core';
import { dateInWords } from '../../app/features/booking/booking-form.ts';
import { type Availability, addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
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

/**
 * Requests an order as a customer does: the product's Add to Cart, then /buy with the first open date
 * 30 to 60 days ahead that has a free slot and no surcharge, that slot, and the customer's details.
 * Returns the confirmation's reference and total.
 */
export async function requestOrder(
  p: Page,
  baseUrl: string,
  productId: number,
  who: { name: string; phone: string; pincode: string; address: string },
): Promise<{ reference: string; total: number }> {
  await gotoReadingCart(p, `${baseUrl}/product-detail?id=${productId}`);
  await p.locator('.product-buy').getByRole('button', { name: 'Add to Cart' }).click();
  await p.locator('.cart-link .cart-badge').waitFor();
  await openBuy(p, baseUrl);
  const today = indiaToday();
  const res = await fetch(`${baseUrl}/api/booking/availability?from=${addDays(today, 30)}&to=${addDays(today, 60)}`);
  const day = ((await res.json()) as Availability).days.find((d) => d.open && d.surchargePercent === 0 && d.slots.some((s) => s.left > 0))!;
  await clickDate(p, day.date);
  await p.getByRole('radio', { name: new RegExp(`^${day.slots.find((s) => s.left > 0)!.label},`) }).check();
  await p.getByLabel('Name', { exact: true }).fill(who.name);
  await p.getByLabel('Mobile Number').fill(who.phone);
  await p.getByLabel('Venue pincode').fill(who.pincode);
  await p.getByLabel('Venue address').fill(who.address);
  await p.getByRole('button', { name: 'Request this order' }).click();
  await p.locator('.lead-confirmation [role="status"]').waitFor();
  const reference = (await p.locator('.lead-reference').textContent())!;
  const total = Number((await p.locator('.buy-confirmed-total').textContent())!.replace(/[₹,]/g, ''));
  return { reference, total };
}

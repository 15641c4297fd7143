// The customer's booking page in Chromium on a 360 px phone: opened from the order's status link, it
// fits and passes axe; the booking is moved with the keyboard and then cancelled after the page says
// what the policy keeps, and the freed slot shows in the availability again.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { chromiumForFile } from '../helpers/browser.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;

beforeEach(async () => {
  page = await chromium.pageForTest();
});

async function availability(date: string): Promise<{ id: number; label: string; left: number }[]> {
  const r = await fetch(`${baseUrl}/api/booking/availability?from=${date}&to=${date}`);
  expect(r.status).toBe(200);
  return ((await r.json()) as { days: { slots: { id: number; label: string; left: number }[] }[] }).days[0]!.slots;
}

/** An order request booked into the first slot of `date`; answers the status page's path and query. */
async function book(date: string): Promise<{ path: string; slot: { id: number; left: number } }> {
  const products = (await (await fetch(`${baseUrl}/api/home/products?limit=1`)).json()) as { id: number }[];
  const sess = randomUUID();
  const add = await fetch(`${baseUrl}/api/cart/add/${sess}?id=${products[0]!.id}&quantity=1`, { method: 'POST', headers: { 'x-session-id': sess } });
  expect(add.status).toBe(200);
  const slot = (await availability(date))[0]!;
  const order = await fetch(`${baseUrl}/api/orders/${sess}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': sess },
    body: JSON.stringify({ name: 'Kavya', phone: '9811122233', eventDate: date, pincode: '560038', address: '12 CMH Road', slotId: slot.id }),
  });
  expect(order.status).toBe(201);
  const url = new URL(((await order.json()) as { statusUrl: string }).statusUrl);
  return { path: `${url.pathname}${url.search}`, slot };
}

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
    await expect.poll(() => page.locator('main [role=status]').textContent()).toMatch(/^Your booking is cancelled. Refund due: ₹/);
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

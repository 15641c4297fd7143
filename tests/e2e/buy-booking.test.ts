// Booking on /buy in Chromium on a 360 px phone: the visitor picks the first open date on the calendar
// and a free setup slot with the keyboard only, adds a name to print, sends, and gets a confirmation
// with the date in words, the slot, the venue and the link to the booking's status page, which opens
// it; a slot filled by others while the visitor was choosing answers with the server's
// message and the next free slots as buttons, one of which books.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Availability, addDays } from '../../shared/bookings.ts';
import type { Product } from '../../shared/catalog.ts';
import { REFERENCE_RE, indiaToday } from '../../shared/leads.ts';
import { dateInWords } from '../../app/features/booking/booking-form.ts';
import { chromiumForFile, gotoReadingCart } from '../helpers/browser.ts';
import { clickDate, openBuy as openBuyPage } from '../helpers/buy-page.ts';
import { ownerCookie } from '../helpers/e2e-server.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const catalogue = (await (await fetch(`${baseUrl}/api/home/products`)).json()) as Product[];

const chromium = chromiumForFile();
let visitor: Page;

beforeAll(async () => {
  visitor = await chromium.pageForFile();
});

const open = (p: Page, route: string) => gotoReadingCart(p, baseUrl + route);

async function addToCart(p: Page, product: Product) {
  await open(p, `/product-detail?id=${product.id}`);
  await p.locator('.product-buy').getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => p.locator('.cart-link .cart-badge').count()).toBe(1);
}

const openBuy = (p: Page) => openBuyPage(p, baseUrl);

const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { cls: el?.className ?? '', label: el?.getAttribute('aria-label') ?? '', name: el?.getAttribute('name') ?? '', text: el?.textContent ?? '' };
  });

/** Books `slotId` on `date` from other carts until it is full (each cart orders once). */
async function fillSlot(date: string, slotId: number, left: number, product: Product) {
  for (let i = 0; i < left; i++) {
    const sess = randomUUID();
    const added = await fetch(`${baseUrl}/api/cart/add/${sess}?id=${product.id}&quantity=1`, { method: 'POST', headers: { 'X-Session-Id': sess } });
    expect(added.status).toBe(200);
    const res = await fetch(`${baseUrl}/api/orders/${sess}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Session-Id': sess },
      body: JSON.stringify({ name: `Other ${i}`, phone: '9876500000', eventDate: date, pincode: '560001', address: 'Elsewhere', slotId }),
    });
    expect(res.status).toBe(201);
  }
}

describe('booking a date and a setup slot on /buy', () => {
  let chosenDate = '';
  let chosenSlot = '';

  it('picks the first open date and a slot with the keyboard, and shows the slots as radio buttons with what is left', async () => {
    await addToCart(visitor, catalogue[0]!);
    await openBuy(visitor);
    await visitor.getByLabel('Name', { exact: true }).fill('Meera Iyer');
    await visitor.getByLabel('Mobile Number').fill('9876501234');
    await fitsAndPassesAxe(visitor, '.buy-page');
    // The calendar fits the space reserved for it before its script ran (22rem), so nothing below moves.
    expect(await visitor.locator('.booking-calendar').evaluate((el) => [el.getBoundingClientRect().height, el.scrollHeight])).toEqual([352, 352]);

    // From the phone number, Tab reaches the calendar: its month buttons, then the one focusable day.
    await visitor.getByLabel('Mobile Number').focus();
    for (let i = 0; i < 6 && !(await focused(visitor)).cls.includes('rdp-day_button'); i++) {
      await visitor.keyboard.press('Tab');
      const f = await focused(visitor);
      // A month with no open date left (its last days) has no focusable day: go on to the next month.
      if (f.label === 'Next month' && (await visitor.locator('.rdp-day_button:not([disabled])').count()) === 0) await visitor.keyboard.press('Enter');
    }
    const day = await focused(visitor);
    expect(day.cls).toContain('rdp-day_button');
    await visitor.keyboard.press('Enter');
    await expect.poll(async () => (await focused(visitor)).label).toMatch(/, chosen$/);
    const label = (await focused(visitor)).label.replace(/, chosen$/, '');
    expect(label).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2} \d{4}$/);

    // The first open date is the first date the server offers with a free slot.
    const today = indiaToday();
    const availability = (await (await fetch(`${baseUrl}/api/booking/availability?from=${today}&to=${addDays(today, 40)}`)).json()) as Availability;
    const first = availability.days.find((d) => d.open && d.slots.some((s) => s.left > 0))!;
    chosenDate = first.date;
    expect(label).toBe(dateInWords(first.date));
    expect(await visitor.locator('.rdp-footer').textContent()).toBe(`Chosen: ${dateInWords(first.date)}.`);

    const group = visitor.getByRole('group', { name: `Setup slot on ${dateInWords(first.date)}` });
    const free = first.slots.filter((s) => s.left > 0);
    expect(await group.getByRole('radio').count()).toBe(free.length);
    expect(await group.locator('label').allInnerTexts()).toEqual(free.map((s) => `${s.label}, ${s.start}–${s.end} (${s.left} left)`));

    // Tab leaves the calendar for the slots; Space chooses the focused one.
    await visitor.keyboard.press('Tab');
    expect((await focused(visitor)).name).toBe('slotId');
    await visitor.keyboard.press('Space');
    expect(await group.getByRole('radio').first().isChecked()).toBe(true);
    chosenSlot = `${free[0]!.label}, ${free[0]!.start}–${free[0]!.end}`;
    await fitsAndPassesAxe(visitor, '.buy-page');
  });

  it('asks for the venue address', async () => {
    await visitor.getByLabel('Venue pincode').fill('560001');
    await visitor.getByRole('button', { name: 'Request this order' }).click();
    await expect.poll(() => visitor.locator('.field-error').allTextContents()).toEqual(['Venue address is required.']);
    expect(await visitor.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('address');
  });

  it('sends the booking with the personal touches and confirms the date, slot, venue and status link', async () => {
    await visitor.getByLabel('Venue address').fill('Hall 2, 5 Residency Road');
    await visitor.getByLabel('Names to print').fill('Aarav & Diya');
    await visitor.getByLabel('Age (optional)').fill('5');
    await visitor.getByRole('button', { name: 'Request this order' }).click();

    const status = visitor.locator('.lead-confirmation [role="status"]');
    await status.waitFor();
    const reference = (await status.locator('.lead-reference').textContent())!;
    expect(reference).toMatch(REFERENCE_RE);
    const details = await visitor
      .locator('.booking-details > div')
      .evaluateAll((ds) => ds.map((d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`));
    expect(details).toEqual([`Date: ${dateInWords(chosenDate)}`, `Setup slot: ${chosenSlot}`, 'Venue: Hall 2, 5 Residency Road']);

    const href = (await visitor.getByRole('link', { name: 'your booking’s page' }).getAttribute('href'))!;
    const statusUrl = new URL(href);
    expect(statusUrl.pathname).toBe(`/booking/${reference}`);
    expect(statusUrl.searchParams.get('k')).toMatch(/^[\w-]{32}$/);
    // The link opens the booking's page, which shows the same date, slot and venue.
    const page = await chromium.pageForTest();
    await page.goto(baseUrl + statusUrl.pathname + statusUrl.search);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Your booking ${reference}`);
    const shown = await page.locator('main').innerText();
    for (const part of [chosenSlot.split(',')[0]!, 'Hall 2, 5 Residency Road', 'Aarav & Diya']) expect(shown).toContain(part);

    const wa = new URL((await visitor.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!);
    const lines = wa.searchParams.get('text')!.split('\n');
    expect(lines).toContain(`Event date: ${dateInWords(chosenDate)}`);
    expect(lines.slice(-2)).toEqual([`Setup slot: ${chosenSlot}`, `Follow the booking: ${href}`]);
    await fitsAndPassesAxe(visitor, '.buy-page');
  });
});

describe('a slot taken while the visitor was choosing', () => {
  it('shows the server’s message and the next free slots as buttons, and one of them books', async () => {
    const page = await chromium.pageForTest();
    await addToCart(page, catalogue[1]!);
    await openBuy(page);
    const today = indiaToday();
    const availability = (await (
      await fetch(`${baseUrl}/api/booking/availability?from=${addDays(today, 10)}&to=${addDays(today, 40)}`)
    ).json()) as Availability;
    const day = availability.days.find((d) => d.open && d.slots.filter((s) => s.left > 0).length >= 2)!;
    const slot = day.slots.find((s) => s.left > 0)!;

    await clickDate(page, day.date);
    await page.getByRole('radio', { name: new RegExp(`^${slot.label},`) }).check();
    await page.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
    await page.getByLabel('Mobile Number').fill('9876543210');
    await page.getByLabel('Venue pincode').fill('560038');
    await page.getByLabel('Venue address').fill('12 Lake View, Indiranagar');

    await fillSlot(day.date, slot.id, slot.left, catalogue[2]!);
    await page.getByRole('button', { name: 'Request this order' }).click();
    const message = `The ${slot.label} slot on ${dateInWords(day.date)} is fully booked: choose another slot.`;
    await expect.poll(() => page.locator('.booking-slots .field-error').textContent()).toBe(message);
    const offers = page.locator('.booking-next-free').getByRole('button');
    await expect.poll(() => offers.count()).toBeGreaterThan(0);
    const offer = (await offers.first().textContent())!;
    // The taken slot is no longer offered on that date.
    await expect.poll(() => page.getByRole('radio', { name: new RegExp(`^${slot.label},`) }).count()).toBe(0);
    await fitsAndPassesAxe(page, '.buy-page');

    await offers.first().click();
    const [offerDate, offerLabel] = offer.split(/, (.*)/) as [string, string];
    await expect.poll(() => page.locator('.rdp-footer').textContent()).toBe(`Chosen: ${offerDate}.`);
    expect(await page.getByRole('radio', { name: new RegExp(`^${offerLabel},`) }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Request this order' }).click();
    await page.locator('.lead-confirmation [role="status"]').waitFor();
    expect(await page.locator('.booking-confirmed-slot').textContent()).toMatch(new RegExp(`^${offerLabel}, \\d\\d:\\d\\d–\\d\\d:\\d\\d$`));
  });
});

describe('a peak date', () => {
  it('says its surcharge above the slots', async () => {
    const date = addDays(indiaToday(), 20);
    const cookie = await ownerCookie(baseUrl);
    const put = await fetch(`${baseUrl}/api/admin/calendar/peak-dates/${date}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ surchargePercent: 25, note: 'Diwali' }),
    });
    expect(put.status).toBe(200);
    const page = await chromium.pageForTest();
    await addToCart(page, catalogue[0]!);
    await openBuy(page);
    await clickDate(page, date);
    expect(await page.locator('.booking-surcharge').textContent()).toBe(
      `${dateInWords(date)} is a peak date: a surcharge of 25% applies, and we confirm the price when we call.`,
    );
    await clickDate(page, addDays(date, 1));
    expect(await page.locator('.booking-surcharge').count()).toBe(0);
  });
});

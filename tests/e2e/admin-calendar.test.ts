// The owner's calendar in Chromium on the real built server. On a 360 px phone: the pages refuse a
// visitor without a session; the owner signs in, opens Calendar Settings from the menu, changes a
// slot's capacity and closes a date (both still there after a reload), sees the API's message under the
// field it names; then the month view (a booking made through the public order call counted on its day,
// the closed day said in words), a day reached by keyboard with the booking's name, phone, map search,
// lead, a status button and day sheet, and the day's print layout on A4. At 1280 px the same pages. axe finds nothing.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import type { Product } from '../../shared/catalog.ts';
import { indiaToday } from '../../shared/leads.ts';
import { DESKTOP, chromiumForFile, openAdminMenu, signIn } from '../helpers/browser.ts';
import { ownerCookie } from '../helpers/e2e-server.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';
import { dateInWords, monthInWords } from '../../app/features/admin/calendar-dates.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;
let cookie: string;

const stamp = Date.now().toString(36);
const NAME = `Calendar Kavya ${stamp}`;
const ADDRESS = '12 CMH Road, Indiranagar';
const PINCODE = '560038';
const BOOKED = addDays(indiaToday(), 20);
const CLOSED = addDays(indiaToday(), 150);
let booking: { id: number; reference: string };
let afternoon: { id: number; capacity: number };

const admin = (method: string, path: string, body?: unknown) =>
  fetch(baseUrl + path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  page = await chromium.pageForFile({ acceptDownloads: true });
  cookie = await ownerCookie(baseUrl);
  const setup = (await (await admin('GET', '/api/admin/calendar')).json()) as { slots: { id: number; label: string; capacity: number }[] };
  afternoon = setup.slots.find((s) => s.label === 'Afternoon')!;
  const evening = setup.slots.find((s) => s.label === 'Evening')!;
  // A booking as a visitor makes it: a cart with a product, then the order call with a slot.
  const [product] = (await (await fetch(`${baseUrl}/api/home/products`)).json()) as Product[];
  const sess = randomUUID();
  const added = await fetch(`${baseUrl}/api/cart/add/${sess}?id=${product!.id}&quantity=1`, { method: 'POST', headers: { 'x-session-id': sess } });
  expect(added.status).toBe(200);
  const order = await fetch(`${baseUrl}/api/orders/${sess}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': sess },
    body: JSON.stringify({
      name: NAME,
      phone: '9811122233',
      eventDate: BOOKED,
      pincode: PINCODE,
      address: ADDRESS,
      slotId: evening.id,
      personal: { names: 'Aarav', age: 5, theme: 'Space' },
    }),
  });
  const answer = (await order.json()) as { id: number; reference: string };
  expect(order.status, JSON.stringify(answer)).toBe(201);
  booking = answer;
});

afterAll(async () => {
  // The shared server's other tests see the seeded calendar again.
  await admin('PATCH', `/api/admin/calendar/slots/${afternoon.id}`, { capacity: afternoon.capacity });
  await admin('DELETE', `/api/admin/calendar/closed-dates/${CLOSED}`);
});

const monthCell = (date: string) => page.locator(`table.calendar-month a[data-date="${date}"]`);

describe('the calendar pages without a session', () => {
  it('open the login page, on the server', async () => {
    for (const path of ['/admin/calendar', '/admin/calendar/settings', `/admin/calendar?date=${BOOKED}`]) {
      const res = await fetch(baseUrl + path, { redirect: 'manual' });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(`/admin-login?next=${encodeURIComponent(path)}`);
    }
  });
});

describe('/admin/calendar/settings at 360 px', () => {
  it('opens from the admin menu', async () => {
    await signIn(page, baseUrl);
    await (await openAdminMenu(page)).getByRole('link', { name: 'Calendar Settings' }).click();
    await page.waitForURL(`${baseUrl}/admin/calendar/settings`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Calendar Settings');
    expect(await (await openAdminMenu(page)).getByRole('link', { name: 'Calendar Settings' }).getAttribute('aria-current')).toBe('page');
    // Calendar (the month) is not marked current on its settings page.
    expect(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Calendar', exact: true }).getAttribute('aria-current')).toBeNull();
    await fitsAndPassesAxe(page, 'main');
  });

  it('changes a slot’s capacity, kept after a reload', async () => {
    const slot = page.getByRole('form', { name: 'Slot Afternoon' });
    const capacity = slot.getByLabel('Capacity');
    expect(await capacity.inputValue()).toBe(String(afternoon.capacity));
    await capacity.fill(String(afternoon.capacity + 2));
    await slot.getByRole('button', { name: 'Save slot' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Slot Afternoon saved.');
    await page.reload();
    expect(await page.getByRole('form', { name: 'Slot Afternoon' }).getByLabel('Capacity').inputValue()).toBe(String(afternoon.capacity + 2));
    const setup = (await (await admin('GET', '/api/admin/calendar')).json()) as { slots: { id: number; capacity: number }[] };
    expect(setup.slots.find((s) => s.id === afternoon.id)!.capacity).toBe(afternoon.capacity + 2);
  });

  it('shows the API’s message under the field it names', async () => {
    const form = page.getByRole('form', { name: 'Add a slot' });
    await form.getByLabel('Label').fill('Late');
    await form.getByLabel('Start').fill('20:00');
    await form.getByLabel('End').fill('19:00');
    await form.getByLabel('Capacity').fill('1');
    await form.getByRole('button', { name: 'Add slot' }).click();
    const error = page.locator('#slot-new-end-error');
    await expect.poll(() => error.textContent()).toBe('end must be after start');
    expect(await page.locator('#slot-new-end').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#slot-new-end').getAttribute('aria-describedby')).toBe('slot-new-end-error');
    expect(await page.getByRole('alert').textContent()).toBe('Slot not added: end must be after start');
    const setup = (await (await admin('GET', '/api/admin/calendar')).json()) as { slots: { label: string }[] };
    expect(setup.slots.map((s) => s.label)).not.toContain('Late');
    await fitsAndPassesAxe(page, 'main');
  });

  it('closes a date, listed in words after a reload', async () => {
    const form = page.getByRole('form', { name: 'Close a date' });
    await form.getByLabel('Date').fill(CLOSED);
    await form.getByLabel('Note (optional)').fill('Crew holiday');
    await form.getByRole('button', { name: 'Close date' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(`${dateInWords(CLOSED)} is closed.`);
    await page.reload();
    const closed = page.getByRole('list', { name: 'Closed dates' }).locator(`li[data-date="${CLOSED}"]`);
    expect((await closed.locator('span').textContent())!.trim()).toBe(`${dateInWords(CLOSED)}: Crew holiday`);
    await fitsAndPassesAxe(page, 'main');
  });
});

describe('/admin/calendar at 360 px', () => {
  it('shows the month as a table: the booking counted on its day, the closed day in words', async () => {
    await (await openAdminMenu(page)).getByRole('link', { name: 'Calendar', exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin/calendar`);
    await expect.poll(() => page.locator('table.calendar-month caption').textContent()).toBe(monthInWords(indiaToday().slice(0, 7)));
    expect(await page.getByRole('columnheader').count()).toBe(7);

    await page.goto(`${baseUrl}/admin/calendar?month=${CLOSED.slice(0, 7)}`);
    expect(await page.locator('table.calendar-month caption').textContent()).toBe(monthInWords(CLOSED.slice(0, 7)));
    expect(await monthCell(CLOSED).locator('.calendar-mark').textContent()).toBe('Closed');
    await fitsAndPassesAxe(page, 'main');

    await page.goto(`${baseUrl}/admin/calendar?month=${BOOKED.slice(0, 7)}`);
    const counts = (await (await admin('GET', `/api/admin/bookings?from=${BOOKED}&to=${BOOKED}`)).json()) as { days: { taken: number; left: number }[] };
    expect(counts.days[0]!.taken).toBeGreaterThanOrEqual(1);
    // The link's name says the whole date, not only its number, then the bookings and the units left.
    expect(await monthCell(BOOKED).locator(':scope > span').allTextContents()).toEqual([
      `${dateInWords(BOOKED).split(' ')[0]} ${Number(BOOKED.slice(8))} ${monthInWords(BOOKED.slice(0, 7))}`,
      counts.days[0]!.taken === 1 ? '1 booking' : `${counts.days[0]!.taken} bookings`,
      `${counts.days[0]!.left} left`,
    ]);
    await fitsAndPassesAxe(page, 'main');
  });

  it('moves to the previous and next month', async () => {
    const month = BOOKED.slice(0, 7);
    const [y, m] = month.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    await page
      .getByRole('navigation', { name: 'Months' })
      .getByRole('link', { name: `Next month: ${monthInWords(next)}` })
      .click();
    await page.waitForURL(`${baseUrl}/admin/calendar?month=${next}`);
    await expect.poll(() => page.locator('table.calendar-month caption').textContent()).toBe(monthInWords(next));
    await page
      .getByRole('navigation', { name: 'Months' })
      .getByRole('link', { name: `Previous month: ${monthInWords(month)}` })
      .click();
    await page.waitForURL(`${baseUrl}/admin/calendar?month=${month}`);
    await expect.poll(() => page.locator('table.calendar-month caption').textContent()).toBe(monthInWords(month));
  });

  it('opens a day by keyboard: the booking by its slot with name, phone, map search, lead and day sheet', async () => {
    await monthCell(BOOKED).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/admin/calendar?date=${BOOKED}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(dateInWords(BOOKED));

    const job = page.locator(`li.calendar-job[data-reference="${booking.reference}"]`);
    expect(await job.getByRole('heading', { level: 3 }).textContent()).toBe(`${NAME} ${booking.reference}`);
    // Under its slot's heading.
    expect(
      await page
        .getByRole('region', { name: /^Evening / })
        .locator(`li[data-reference="${booking.reference}"]`)
        .count(),
    ).toBe(1);
    expect(await job.getByRole('link', { name: '+91 98111 22233' }).getAttribute('href')).toBe('tel:+919811122233');
    expect(await job.getByRole('link', { name: 'Open in Maps (opens in a new tab)' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${ADDRESS} ${PINCODE}`)}`,
    );
    expect(await job.locator('dd').allTextContents()).toEqual(
      expect.arrayContaining(['New', 'Names: Aarav; Age: 5; Theme: Space', expect.stringMatching(/^.+ × 1 \(total ₹[\d,]+\)$/)]),
    );
    expect(await job.getByRole('link', { name: `Open the lead ${booking.reference}` }).getAttribute('href')).toBe(`/admin/leads/${booking.id}`);

    // The status moves on from the day itself.
    await job.getByRole('button', { name: `Mark ${NAME} Confirmed` }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(`${NAME} (${booking.reference}) moved to Confirmed.`);
    expect(
      await job
        .locator('dl > div', { has: page.locator('dt', { hasText: 'Status' }) })
        .locator('dd')
        .textContent(),
    ).toBe('Confirmed');
    expect(await job.getByRole('button', { name: `Mark ${NAME} Confirmed` }).count()).toBe(0);

    const csvLink = page.getByRole('link', { name: 'Download day sheet (CSV)' });
    expect(await csvLink.getAttribute('href')).toBe(`/api/admin/bookings/day.csv?date=${BOOKED}`);
    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toBe(`gubbara-bookings-${BOOKED}.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(NAME);
    await fitsAndPassesAxe(page, 'main');
  });

  it('prints the day sheet on A4 without the menu and the buttons', async () => {
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: 'Download day sheet (CSV)' }).isVisible()).toBe(false);
      expect(await page.locator('.site-header').isVisible()).toBe(false);
      expect(await page.locator(`li[data-reference="${booking.reference}"]`).isVisible()).toBe(true);
      // One A4 page (595 × 842 points) for a day of one booking.
      const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
      expect(pdf).toMatch(/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});

describe('the calendar pages at 1280 px', () => {
  it('fit and pass axe: settings, month and day', async () => {
    const wide = await chromium.pageForTest({ viewport: DESKTOP });
    await signIn(wide, baseUrl);
    for (const path of ['/admin/calendar/settings', `/admin/calendar?month=${BOOKED.slice(0, 7)}`, `/admin/calendar?date=${BOOKED}`]) {
      await wide.goto(baseUrl + path);
      await expect.poll(() => wide.getByRole('heading', { level: 1 }).count()).toBe(1);
      await fitsAndPassesAxe(wide, 'main');
    }
    expect(await wide.locator(`li.calendar-job[data-reference="${booking.reference}"] h3`).textContent()).toBe(`${NAME} ${booking.reference}`);
  });
});

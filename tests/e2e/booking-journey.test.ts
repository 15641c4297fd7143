// The whole booking journey in Chromium on a 360 px phone: the visitor checks a pincode on a product
// page, adds the product and an add-on, picks a free date and slot on /buy with the keyboard only, adds a
// name to print and a reference photo, sends, opens the status link and reschedules; the owner sees the
// booking on the calendar's day view; the visitor cancels it and the slot's unit is free again.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Availability, addDays } from '../../shared/bookings.ts';
import type { Product } from '../../shared/catalog.ts';
import { REFERENCE_RE, indiaToday } from '../../shared/leads.ts';
import type { PincodeAnswer } from '../../shared/pincode.ts';
import { dateInWords } from '../../app/features/booking/booking-form.ts';
import { servedText } from '../../app/features/leads/pincode-check.tsx';
import { chromiumForFile, gotoReadingCart, openAdminMenu, signIn } from '../helpers/browser.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const catalogue = (await (await fetch(`${baseUrl}/api/home/products`)).json()) as Product[];
const addOns = (await (await fetch(`${baseUrl}/api/home/products/category/addons`)).json()) as Product[];
const PINCODE = '560038';

const chromium = chromiumForFile();
let visitor: Page;

beforeAll(async () => {
  visitor = await chromium.pageForFile();
});

const open = (p: Page, route: string) => gotoReadingCart(p, baseUrl + route);

const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { cls: el?.className ?? '', label: el?.getAttribute('aria-label') ?? '', name: el?.getAttribute('name') ?? '' };
  });

/** Units left in a slot on a date, as the availability call answers. */
async function unitsLeft(date: string, slotLabel: string): Promise<number> {
  const a = (await (await fetch(`${baseUrl}/api/booking/availability?from=${date}&to=${date}`)).json()) as Availability;
  return a.days[0]!.slots.find((s) => s.label === slotLabel)?.left ?? 0;
}

describe('a booking from the product page to a cancellation', () => {
  const product = catalogue[3]!;
  const banner = () => addOns.find((a) => a.title === 'Custom Name Banner, 6 ft')!;
  let statusHref = '';
  let reference = '';
  let slotLabel = '';
  let bookedDate = '';

  it('checks a pincode on the product page and adds the product and an add-on', async () => {
    await open(visitor, `/product-detail?id=${product.id}`);
    const answer = (await (await fetch(`${baseUrl}/api/booking/pincode/${PINCODE}`)).json()) as PincodeAnswer;
    expect(answer.served).toBe(true);
    // Nothing asked of the service area before the visitor types.
    const asked = visitor.waitForResponse((r) => r.url().includes(`/api/booking/pincode/${PINCODE}`));
    await visitor.getByLabel('Check delivery to your pincode').fill(PINCODE);
    await asked;
    await expect.poll(() => visitor.locator('.product-pincode .pincode-check').textContent()).toBe(servedText(answer));
    expect(servedText(answer)).toMatch(new RegExp(`^Delivers to ${PINCODE}, .*Karnataka\\. Earliest setup: (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \\d{1,2} `));

    await visitor.locator('.product-buy').getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => visitor.locator('.cart-link .cart-badge').textContent()).toBe('1');
    await visitor
      .getByRole('region', { name: 'Add to your decoration' })
      .getByRole('button', { name: `Add to Cart: ${banner().title}` })
      .click();
    await expect.poll(() => visitor.locator('.cart-link .cart-badge').textContent()).toBe('2');
    await fitsAndPassesAxe(visitor, 'main');
  });

  it('picks a free date and slot on /buy with the keyboard, adds a name and a photo, and sends', async () => {
    await Promise.all([visitor.waitForResponse((r) => r.url().includes('/api/booking/availability')), open(visitor, '/buy')]);
    await visitor.locator('.booking-calendar .rdp-month_grid').waitFor();
    // The pincode checked on the product page is remembered on the device.
    await expect.poll(() => visitor.getByLabel('Venue pincode').inputValue()).toBe(PINCODE);
    await visitor.getByLabel('Name', { exact: true }).fill('Nisha Menon');
    await visitor.getByLabel('Mobile Number').fill('9876512345');

    // Keyboard only: Tab from the phone number to the calendar's Next month button, Enter (a month ahead,
    // far from the limit for moving a booking), then Tab to the month's one focusable day.
    await visitor.getByLabel('Mobile Number').focus();
    for (let i = 0; i < 6 && (await focused(visitor)).label !== 'Next month'; i++) await visitor.keyboard.press('Tab');
    expect((await focused(visitor)).label).toBe('Next month');
    await Promise.all([visitor.waitForResponse((r) => r.url().includes('/api/booking/availability')), visitor.keyboard.press('Enter')]);
    await expect.poll(() => visitor.locator('.rdp-day_button:not([disabled])').count()).toBeGreaterThan(0);
    await visitor.keyboard.press('Tab');
    expect((await focused(visitor)).cls).toContain('rdp-day_button');
    await visitor.keyboard.press('Enter');
    await expect.poll(async () => (await focused(visitor)).label).toMatch(/, chosen$/);
    const chosen = (await focused(visitor)).label.replace(/, chosen$/, '');
    const today = indiaToday();
    const availability = (await (await fetch(`${baseUrl}/api/booking/availability?from=${today}&to=${addDays(today, 61)}`)).json()) as Availability;
    const first = availability.days.find((d) => dateInWords(d.date) === chosen)!;
    expect(first.open).toBe(true);
    expect(await visitor.locator('.rdp-footer').textContent()).toBe(`Chosen: ${chosen}.`);
    await visitor.keyboard.press('Tab');
    expect((await focused(visitor)).name).toBe('slotId');
    await visitor.keyboard.press('Space');
    const group = visitor.getByRole('group', { name: `Setup slot on ${chosen}` });
    expect(await group.getByRole('radio').first().isChecked()).toBe(true);
    slotLabel = first.slots.find((s) => s.left > 0)!.label;

    await visitor.getByLabel('Venue address').fill('Flat 4B, 21 Old Madras Road');
    await visitor.getByLabel('Names to print').fill('Happy Birthday Anika');
    const photo = await sharp({ create: { width: 100, height: 80, channels: 3, background: { r: 30, g: 140, b: 200 } } })
      .png()
      .toBuffer();
    await visitor.getByLabel(/^Reference photo/).setInputFiles({ name: 'theme.png', mimeType: 'image/png', buffer: photo });
    await fitsAndPassesAxe(visitor, '.buy-page');
    await visitor.getByRole('button', { name: 'Request this order' }).click();

    const status = visitor.locator('.lead-confirmation [role="status"]');
    await status.waitFor();
    reference = (await status.locator('.lead-reference').textContent())!;
    expect(reference).toMatch(REFERENCE_RE);
    const extras = await visitor
      .locator('.booking-extras-sent > div')
      .evaluateAll((ds) => ds.map((d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`));
    // The banner came from the product page's "Add to your decoration" into the cart, so it is a line of the order, not a tick box.
    expect(extras).toEqual(['Reference photo: Sent']);
    statusHref = (await visitor.getByRole('link', { name: 'your booking’s page' }).getAttribute('href'))!;
    bookedDate = first.date;
  });

  it('opens the status link and reschedules to another free date and slot by keyboard', async () => {
    await visitor.goto(statusHref);
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe(`Your booking ${reference}`);
    const shown = await visitor.locator('main').innerText();
    for (const part of ['Happy Birthday Anika', 'Flat 4B, 21 Old Madras Road', product.title, banner().title]) expect(shown).toContain(part);

    const select = visitor.getByLabel('New date and slot');
    const choice = (await select.locator('option:not([disabled])').first().getAttribute('value'))!;
    const [newDate, newSlotId] = choice.split('|') as [string, string];
    const oldLabel = slotLabel;
    const before = await unitsLeft(bookedDate, oldLabel);
    // By keyboard, as a visitor without a pointer does: the first arrow press leaves the disabled
    // placeholder for the first free date and slot, Tab reaches the button and Enter sends the form.
    await select.focus();
    await visitor.keyboard.press('ArrowDown');
    expect(await select.inputValue()).toBe(choice);
    await visitor.keyboard.press('Tab');
    expect(await visitor.evaluate(() => document.activeElement?.textContent)).toBe('Reschedule');
    await Promise.all([visitor.waitForURL(/\/booking\//), visitor.keyboard.press('Enter')]);
    await visitor.locator('.booking-page [role="status"]').waitFor();
    const a = (await (await fetch(`${baseUrl}/api/booking/availability?from=${newDate}&to=${newDate}`)).json()) as Availability;
    slotLabel = a.days[0]!.slots.find((s) => String(s.id) === newSlotId)!.label;
    // The old slot's unit is given back in the same change.
    if (newDate !== bookedDate || slotLabel !== oldLabel) expect(await unitsLeft(bookedDate, oldLabel)).toBe(before + 1);
    bookedDate = newDate;
    expect(await visitor.locator('.booking-facts').innerText()).toContain(slotLabel);
    await fitsAndPassesAxe(visitor, 'main');
  });

  it('shows the owner the booking on the calendar’s day view', async () => {
    const owner = await chromium.pageForTest();
    await signIn(owner, baseUrl);
    await (await openAdminMenu(owner)).getByRole('link', { name: 'Calendar', exact: true }).click();
    await owner.waitForURL(`${baseUrl}/admin/calendar`);
    await owner.goto(`${baseUrl}/admin/calendar?date=${bookedDate}`);
    await expect.poll(() => owner.getByRole('heading', { level: 1 }).textContent()).toBe(dateInWords(bookedDate));
    const job = owner.getByRole('region', { name: new RegExp(`^${slotLabel} `) }).locator(`li.calendar-job[data-reference="${reference}"]`);
    expect(await job.getByRole('heading', { level: 3 }).textContent()).toBe(`Nisha Menon ${reference}`);
    expect(await job.innerText()).toContain('Happy Birthday Anika');
    await fitsAndPassesAxe(owner, 'main');
  });

  it('cancels from the customer’s page and the slot’s unit is free again', async () => {
    const before = await unitsLeft(bookedDate, slotLabel);
    await visitor.getByText('Cancel booking…').click();
    await Promise.all([visitor.waitForURL(/\/booking\//), visitor.getByRole('button', { name: 'Yes, cancel my booking' }).click()]);
    await expect.poll(() => visitor.locator('header strong').textContent()).toBe('Cancelled');
    expect(await unitsLeft(bookedDate, slotLabel)).toBe(before + 1);
  });
});

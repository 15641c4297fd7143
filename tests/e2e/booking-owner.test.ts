// The owner and a booking in Chromium on the real built server, on a 360 px phone: the alert e-mail's
// link to a lead, opened without a session, goes through the sign-in page and lands on that lead; a
// sign-in page naming another site returns to /admin instead. On the lead page the three WhatsApp
// messages to the customer (the confirmation with a further link to the booking page, which opens it;
// the reminder the day before; "we are on the way"), and the crew saved; a booking ordered in Hindi gets
// them in Hindi, its link to the Hindi booking page. axe finds nothing.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import { dateInWords } from '../../shared/dates.ts';
import type { Product } from '../../shared/catalog.ts';
import { indiaToday } from '../../shared/leads.ts';
import { customerDay } from '../../shared/customer-texts.ts';
import { chromiumForFile, waitingForHydration } from '../helpers/browser.ts';
import { owner, ownerCookie } from '../helpers/e2e-server.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const stamp = Date.now().toString(36);
const NAME = `Owner Kavya ${stamp}`;
const ADDRESS = '12 CMH Road, Indiranagar';
const DATE = addDays(indiaToday(), 25);
let booking: { id: number; reference: string };
let hindiBooking: { id: number; reference: string };

beforeAll(async () => {
  const cookie = await ownerCookie(baseUrl);
  const setup = (await (await fetch(`${baseUrl}/api/admin/calendar`, { headers: { cookie } })).json()) as { slots: { id: number; label: string }[] };
  const morning = setup.slots.find((s) => s.label === 'Morning')!;
  const [product] = (await (await fetch(`${baseUrl}/api/home/products`)).json()) as Product[];
  const ordered = async (over: Record<string, unknown>) => {
    const sess = randomUUID();
    expect((await fetch(`${baseUrl}/api/cart/add/${sess}?id=${product!.id}&quantity=1`, { method: 'POST', headers: { 'x-session-id': sess } })).status).toBe(200);
    const order = await fetch(`${baseUrl}/api/orders/${sess}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': sess },
      body: JSON.stringify({ name: NAME, phone: '9811122233', eventDate: DATE, pincode: '560038', address: ADDRESS, slotId: morning.id, ...over }),
    });
    const body = (await order.json()) as { id: number; reference: string };
    expect(order.status, JSON.stringify(body)).toBe(201);
    return body;
  };
  booking = await ordered({});
  hindiBooking = await ordered({ locale: 'hi' });
});

/** Fills the sign-in form once it is hydrated and presses Login. */
async function fillLogin(page: Page): Promise<void> {
  const { username, password } = owner();
  const button = page.getByRole('button', { name: 'Login' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await button.click();
}

const textOf = (href: string | null) => new URL(href ?? '').searchParams.get('text');

describe('signing in returns to the page asked for, at 360 px', () => {
  it('opens the lead of the alert e-mail’s link after the sign-in page', async () => {
    const page = waitingForHydration(await chromium.pageForFile());
    await page.goto(`${baseUrl}/admin/leads/${booking.id}`);
    await page.waitForURL(`${baseUrl}/admin-login?next=%2Fadmin%2Fleads%2F${booking.id}`);
    await fillLogin(page);
    await page.waitForURL(`${baseUrl}/admin/leads/${booking.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Order request ${booking.reference}`);
  });

  it('never follows a return address on another site', async () => {
    for (const next of ['//evil.com', 'https://evil.com/admin']) {
      const page = waitingForHydration(await chromium.pageForFile());
      await page.goto(`${baseUrl}/admin-login?next=${encodeURIComponent(next)}`);
      await fillLogin(page);
      await page.waitForURL(`${baseUrl}/admin`);
      expect(new URL(page.url()).host, next).toBe(new URL(baseUrl).host);
      await page.context().close();
    }
  });
});

describe('the lead page’s WhatsApp messages and crew, at 360 px', () => {
  let page: Page;

  it('writes the reminder and "on the way" to the customer’s number, the date in words', async () => {
    page = waitingForHydration(await chromium.pageForFile());
    await page.goto(`${baseUrl}/admin/leads/${booking.id}`);
    await page.waitForURL(/\/admin-login/);
    await fillLogin(page);
    await page.waitForURL(`${baseUrl}/admin/leads/${booking.id}`);
    const section = page.getByRole('region', { name: 'WhatsApp the customer' });
    const reminder = section.getByRole('link', { name: 'Send reminder (day before)' });
    const href = await reminder.getAttribute('href');
    expect(href?.startsWith('https://wa.me/919811122233?text=')).toBe(true);
    expect(textOf(href)).toMatch(
      new RegExp(
        `^Hello ${NAME}, a reminder from .+: we set up your decoration tomorrow, ${dateInWords(DATE)}, Morning, at ${ADDRESS}\\. Reference ${booking.reference}\\.$`,
      ),
    );
    const onTheWay = await section.getByRole('link', { name: 'Send “we are on the way”' }).getAttribute('href');
    expect(onTheWay?.startsWith('https://wa.me/919811122233?text=')).toBe(true);
    expect(textOf(onTheWay)).toMatch(new RegExp(`^Hello ${NAME}, .+ here: we are on the way to ${ADDRESS} for your booking ${booking.reference}\\.$`));
    await fitsAndPassesAxe(page, 'main');
  });

  it('prepares the confirmation with a link that opens the booking page', async () => {
    const section = page.getByRole('region', { name: 'WhatsApp the customer' });
    await section.getByRole('button', { name: 'Prepare confirmation with booking link' }).click();
    const send = section.getByRole('link', { name: 'Send confirmation on WhatsApp' });
    await send.waitFor();
    expect(await section.getByRole('status').textContent()).toBe('Confirmation ready: press "Send confirmation on WhatsApp".');
    const text = textOf(await send.getAttribute('href')) ?? '';
    expect(text).toMatch(
      new RegExp(
        `^Hello ${NAME}, .+ here: your booking ${booking.reference} is confirmed for ${dateInWords(DATE)}, Morning\\.\nVenue: ${ADDRESS}\nFollow or change it here: `,
      ),
    );
    const link = new URL(/Follow or change it here: (\S+)$/.exec(text)![1]!);
    expect(link.searchParams.get('k')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const customer = waitingForHydration(await chromium.pageForFile());
    await customer.goto(`${baseUrl}${link.pathname}${link.search}`);
    await expect.poll(() => customer.getByRole('heading', { level: 1 }).textContent()).toBe(`Your booking ${booking.reference}`);
    await customer.context().close();
    await fitsAndPassesAxe(page, 'main');
  });

  it('saves the crew, kept after a reload', async () => {
    await page.getByRole('textbox', { name: 'Crew' }).fill('Ravi and Suresh');
    await page.getByRole('button', { name: 'Save crew' }).click();
    await expect.poll(() => page.getByText('Crew saved: Ravi and Suresh.').count()).toBe(1);
    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Crew' }).inputValue()).toBe('Ravi and Suresh');
    await expect.poll(() => page.getByText('Crew: Ravi and Suresh').count()).toBe(1);
  });
});

describe('a Hindi booking’s WhatsApp messages, at 360 px', () => {
  it('are written in Hindi, the confirmation linking the Hindi booking page, on the English lead page', async () => {
    const page = waitingForHydration(await chromium.pageForFile());
    await page.goto(`${baseUrl}/admin/leads/${hindiBooking.id}`);
    await page.waitForURL(/\/admin-login/);
    await fillLogin(page);
    await page.waitForURL(`${baseUrl}/admin/leads/${hindiBooking.id}`);
    // The sign-in leads back here by a client-side navigation: the lead page renders a moment after the address changes.
    await expect.poll(() => page.getByText('Hindi: the messages to the customer are in Hindi').count()).toBe(1);
    const section = page.getByRole('region', { name: 'WhatsApp the customer' });
    const day = customerDay(DATE, 'hi');
    expect(textOf(await section.getByRole('link', { name: 'Send reminder (day before)' }).getAttribute('href'))).toMatch(
      new RegExp(`^नमस्ते ${NAME}, .+ की ओर से याद दिला रहे हैं: हम कल \\(${day}, Morning\\), ${ADDRESS} पर आपकी सजावट करने आएँगे। संदर्भ: ${hindiBooking.reference}।$`),
    );
    expect(textOf(await section.getByRole('link', { name: 'Send “we are on the way”' }).getAttribute('href'))).toMatch(
      new RegExp(`^नमस्ते ${NAME}, .+ की ओर से: हम आपकी बुकिंग ${hindiBooking.reference} के लिए ${ADDRESS} की ओर निकल पड़े हैं।$`),
    );
    await section.getByRole('button', { name: 'Prepare confirmation with booking link' }).click();
    const send = section.getByRole('link', { name: 'Send confirmation on WhatsApp' });
    await send.waitFor();
    const text = textOf(await send.getAttribute('href')) ?? '';
    expect(text).toMatch(
      new RegExp(`^नमस्ते ${NAME}, .+ की ओर से: आपकी बुकिंग ${hindiBooking.reference} ${day}, Morning के लिए पक्की हो गई है।\nस्थान: ${ADDRESS}\nअपनी बुकिंग यहाँ देखें या बदलें: `),
    );
    const link = new URL(/यहाँ देखें या बदलें: (\S+)$/.exec(text)![1]!);
    expect(link.pathname).toBe(`/hi/booking/${hindiBooking.reference}`);
    const customer = waitingForHydration(await chromium.pageForFile());
    await customer.goto(`${baseUrl}${link.pathname}${link.search}`);
    await expect.poll(() => customer.getByRole('heading', { level: 1 }).textContent()).toBe(`आपकी बुकिंग ${hindiBooking.reference}`);
    await customer.context().close();
    await fitsAndPassesAxe(page, 'main');
  });
});

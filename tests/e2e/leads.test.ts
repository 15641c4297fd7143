// Leads end to end in Chromium on a 360 px phone, against the real built server and a real SMTP server:
// a visitor requests an order on /buy (the WhatsApp message carries the reference, each line, the
// en-IN total and the event date; the header badge drops to 0) and the owner finds it in /admin/orders,
// confirms it with a note and exports it; an enquiry and a franchise application reach /admin/leads and
// the owner's alert e-mail; the owner marks one lost, deletes another, and reads the dashboard.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '../../shared/catalog.ts';
import { REFERENCE_RE, indiaToday } from '../../shared/leads.ts';
import { dateInWords } from '../../shared/dates.ts';
import { chromiumForFile, openAdminMenu, signIn } from '../helpers/browser.ts';
import { owner } from '../helpers/e2e-server.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const notifyEmail = inject('notifyEmail');

/** en-IN rupees, written here with Intl directly rather than through the app's own formatter. */
const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);

/** A date `days` after today in India (YYYY-MM-DD). */
function daysAhead(days: number): string {
  const d = new Date(`${indiaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const chromium = chromiumForFile();
let visitor: Page;
let admin: Page;

beforeAll(async () => {
  visitor = await chromium.pageForFile();
  admin = await chromium.pageForFile({ acceptDownloads: true });
});

/** Opens a page and waits until it is hydrated (the header badge then asks the server for the cart). */
async function open(p: Page, route: string) {
  await Promise.all([p.waitForResponse((r) => r.url().includes('/api/cart/getcart/')), p.goto(baseUrl + route)]);
}

/** The header badge's number, or null when it is not shown (an empty cart). */
async function badge(p: Page): Promise<number | null> {
  const b = p.locator('.cart-link .cart-badge');
  return (await b.count()) === 0 ? null : Number(await b.textContent());
}

/** The error shown under a field (found through aria-describedby), or null. */
async function fieldError(p: Page, label: string): Promise<string | null> {
  const ids = ((await p.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '').split(/\s+/);
  for (const id of ids.filter(Boolean)) {
    const el = p.locator(`[id="${id}"].field-error`);
    if ((await el.count()) === 1) return el.textContent();
  }
  return null;
}

/**
 * Chooses the first open date on /buy's calendar and its first free setup slot (a month with no open
 * date left goes on to the next); returns the date (YYYY-MM-DD) and the slot as the page says it.
 */
async function chooseFirstSlot(p: Page): Promise<{ date: string; slot: string }> {
  const open = p.locator('.booking-calendar .rdp-day_button:not([disabled])');
  await expect.poll(async () => (await p.getByText('Loading the open dates…').count()) === 0 && (await p.locator('.rdp-month_grid').count()) === 1).toBe(true);
  if ((await open.count()) === 0) await p.getByRole('button', { name: 'Next month' }).click();
  await open.first().click();
  const radio = p.locator('.booking-slots input[name="slotId"]').first();
  await radio.check();
  const slot = (await p.locator('.booking-slot').first().innerText()).replace(/ \(\d+ left\)$/, '');
  const value = await p.locator('.rdp-selected .rdp-day_button').getAttribute('aria-label');
  const [, day, month, year] = /^\w{3} (\d{1,2}) (\w{3}) (\d{4})/.exec(value!)!;
  const date = new Date(`${day} ${month} ${year} 00:00 UTC`).toISOString().slice(0, 10);
  return { date, slot };
}

/** Rewrites one field of the next lead call on its way to the server, so the real server refuses it. */
async function corruptNext(p: Page, url: string, change: Record<string, string>) {
  await p.route(url, async (r) => {
    await r.continue({ postData: JSON.stringify({ ...(r.request().postDataJSON() as object), ...change }) });
  });
}

/**
 * Sends every order request of the page for another, empty cart instead: the server checks the form,
 * counts the request against that cart's limit and refuses it (the cart is empty).
 */
async function orderAnEmptyCart(p: Page) {
  const other = randomUUID();
  await p.route(`${baseUrl}/api/orders/*`, async (r) => {
    await r.continue({ url: `${baseUrl}/api/orders/${other}`, headers: { ...r.request().headers(), 'x-session-id': other } });
  });
}

const login = () => signIn(admin, baseUrl);

/** Follows an admin menu link and waits for the page. */
async function adminNav(name: RegExp, url: string) {
  await (await openAdminMenu(admin)).getByRole('link', { name }).click();
  await admin.waitForURL(url);
}

/** Every e-mail the SMTP server received so far, as raw text with quoted-printable line breaks undone. */
function receivedMail(): string[] {
  return fs
    .readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8').replace(/=\r?\n/g, ''));
}

const catalogue = (await (await fetch(`${baseUrl}/api/home/products`)).json()) as Product[];

describe('an order request from /buy to the owner', () => {
  const products = catalogue.slice(0, 2);
  let eventDate = '';
  let slot = '';
  let reference = '';

  it('says so when the cart is empty', async () => {
    await open(visitor, '/buy');
    await expect.poll(() => visitor.getByText('Your cart is empty, so there is nothing to request yet.').count()).toBe(1);
    expect(await visitor.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe('/cart');
  });

  it('goes from the cart to /buy, which lists the lines and the en-IN total', async () => {
    expect(products).toHaveLength(2);
    for (const p of products) {
      await open(visitor, `/product-detail?id=${p.id}`);
      await visitor.locator('.product-buy').getByRole('button', { name: 'Add to Cart' }).click();
    }
    await visitor.locator('.product-buy').getByRole('button', { name: 'Add to Cart' }).click(); // the second product twice
    await expect.poll(() => badge(visitor)).toBe(3);
    await open(visitor, '/cart');
    await visitor.getByRole('link', { name: 'Request this order' }).click();
    await visitor.waitForURL(`${baseUrl}/buy`);
    const summary = visitor.locator('.buy-summary');
    await summary.locator('tbody tr').nth(1).waitFor();
    const rows = await summary.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (td) => (td as HTMLElement).innerText.trim())));
    expect(rows).toEqual([
      [`${products[0]!.title}\n${rupees(products[0]!.price)} each`, '1', rupees(products[0]!.price)],
      [`${products[1]!.title}\n${rupees(products[1]!.price)} each`, '2', rupees(2 * products[1]!.price)],
    ]);
    expect(await summary.locator('.order-total').textContent()).toBe(rupees(products[0]!.price + 2 * products[1]!.price));
    await fitsAndPassesAxe(visitor, '.buy-page');
  });

  it('shows the server’s message on the field it refused', async () => {
    await corruptNext(visitor, `${baseUrl}/api/orders/*`, { pincode: '012345' });
    await visitor.getByLabel('Name', { exact: true }).fill('Meera Iyer');
    await visitor.getByLabel('Mobile Number').fill('9876501234');
    ({ date: eventDate, slot } = await chooseFirstSlot(visitor));
    await visitor.getByLabel('Venue pincode').fill('560001');
    await visitor.getByLabel('Venue address').fill('Hall 2');
    await visitor.getByRole('button', { name: 'Request this order' }).click();
    await expect.poll(() => fieldError(visitor, 'Venue pincode')).toBe('Pincode must be 6 digits, not starting with 0.');
    expect(await visitor.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('pincode');
    await visitor.unrouteAll();
  });

  it('is sent from the keyboard and confirmed with a reference and a WhatsApp message holding the order', async () => {
    // The visitor corrects the field and sends with Enter from the notes' neighbour, the address.
    await visitor.getByLabel('Venue pincode').fill('');
    await visitor.keyboard.type('560 001');
    await visitor.keyboard.press('Tab');
    expect(await visitor.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('address');
    await visitor.keyboard.press('ControlOrMeta+End');
    await visitor.keyboard.type(', 5 Residency Road');
    // The add-ons' tick boxes, the personal touches (names, age, theme, colours) and the reference photo
    // come before the notes.
    const addOns = (await (await fetch(`${baseUrl}/api/home/products/category/addons`)).json()) as unknown[];
    expect(addOns.length).toBeGreaterThan(0);
    for (const name of [...addOns.map(() => 'addOns'), 'names', 'age', 'theme', 'colours', 'photo', 'notes']) {
      await visitor.keyboard.press('Tab');
      expect(await visitor.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(name);
    }
    await visitor.keyboard.type('Pastel theme, 5 pm');
    // Past the notes, the next stop is the privacy link, then the submit button: never the hidden honeypot.
    await visitor.keyboard.press('Tab');
    expect(await visitor.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/privacy');
    await visitor.keyboard.press('Tab');
    expect(await visitor.evaluate(() => document.activeElement?.textContent)).toBe('Request this order');
    await visitor.keyboard.press('Enter');

    const status = visitor.locator('.lead-confirmation [role="status"]');
    await status.waitFor();
    await expect.poll(() => visitor.evaluate(() => document.activeElement?.classList.contains('lead-confirmation-status'))).toBe(true);
    reference = (await status.locator('.lead-reference').textContent())!;
    expect(reference).toMatch(REFERENCE_RE);
    const total = products[0]!.price + 2 * products[1]!.price;
    expect(await visitor.locator('.buy-confirmed-total').textContent()).toBe(rupees(total));

    const wa = new URL((await visitor.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!);
    const statusUrl = (await visitor.getByRole('link', { name: 'your booking’s page' }).getAttribute('href'))!;
    expect(wa.origin + wa.pathname).toBe('https://wa.me/919999999999');
    expect(wa.searchParams.get('text')!.split('\n')).toEqual([
      `Hello! I have requested an order on your website. Reference: ${reference}`,
      `- ${products[0]!.title} × 1 = ${rupees(products[0]!.price)}`,
      `- ${products[1]!.title} × 2 = ${rupees(2 * products[1]!.price)}`,
      `Total: ${rupees(total)}`,
      `Event date: ${dateInWords(eventDate)}`,
      'Name: Meera Iyer',
      `Setup slot: ${slot}`,
      `Follow the booking: ${statusUrl}`,
    ]);
    // The server emptied the cart with the order; the header badge follows.
    await expect.poll(() => badge(visitor)).toBeNull();
    expect(await visitor.getByRole('link', { name: 'Cart', exact: true }).getAttribute('aria-label')).toBe('Cart');
    await fitsAndPassesAxe(visitor, '.buy-page');
    await open(visitor, '/cart');
    await expect.poll(() => visitor.getByRole('heading', { name: 'Your Cart is Empty' }).count()).toBe(1);
  });

  it('appears in /admin/orders, where the owner finds it by reference and opens it', async () => {
    await login();
    const nav = await openAdminMenu(admin);
    expect(await nav.getByRole('link', { name: /^Orders, \d+ new$/ }).innerText()).toMatch(/^Orders\s*\d+ new$/);
    await adminNav(/^Orders/, `${baseUrl}/admin/orders`);
    const row = admin.locator(`.lead-row[data-reference="${reference}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('Meera Iyer');
    expect(await row.innerText()).toContain(rupees(products[0]!.price + 2 * products[1]!.price));
    await fitsAndPassesAxe(admin, '.admin-main');

    // Search is part of the address, so the view can be shared.
    await admin.getByLabel('Search by name, phone or reference').fill(reference);
    await admin.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await admin.waitForURL(`${baseUrl}/admin/orders?q=${reference}`);
    await expect.poll(() => admin.locator('.lead-row').count()).toBe(1);

    await row.getByRole('link').click();
    await admin.waitForURL(/\/admin\/leads\/\d+$/);
    await expect.poll(() => admin.getByRole('heading', { level: 1 }).innerText()).toBe(`Order request ${reference}`);
    const fields = await admin.locator('.lead-fields > div').evaluateAll((ds) => ds.map((d) => (d as HTMLElement).innerText.replace(/\s*\n\s*/, ': ')));
    expect(fields).toEqual(
      expect.arrayContaining([
        'Name: Meera Iyer',
        'Mobile number: +91 98765 01234',
        'Venue pincode: 560001',
        'Venue address: Hall 2, 5 Residency Road',
        'Notes: Pastel theme, 5 pm',
      ]),
    );
    expect(await admin.locator('.order-lines tbody tr').count()).toBe(2);
    expect(await admin.locator('.order-lines .order-total').textContent()).toBe(rupees(products[0]!.price + 2 * products[1]!.price));
    const wa = new URL((await admin.getByRole('link', { name: 'WhatsApp Meera Iyer' }).getAttribute('href'))!);
    expect(wa.origin + wa.pathname).toBe('https://wa.me/919876501234');
    expect(wa.searchParams.get('text')).toBe(`Hello Meera Iyer, this is Gubbara (demo) about your request ${reference}.`);
    expect(
      await admin
        .locator('.admin-main')
        .getByRole('link', { name: /^Call / })
        .getAttribute('href'),
    ).toBe('tel:+919876501234');
    await fitsAndPassesAxe(admin, '.admin-main');
  });

  it('moves to confirmed with a note, kept in the history', async () => {
    expect(await admin.locator('.lead-status').first().textContent()).toBe('New');
    await admin.getByLabel('Note', { exact: true }).fill('Advance of ₹2,000 received on UPI.');
    await admin.getByRole('group', { name: 'Move to' }).getByRole('button', { name: 'Confirmed' }).click();
    await expect.poll(() => admin.getByRole('status').filter({ hasText: 'Moved to' }).textContent()).toBe('Moved to Confirmed.');
    await expect.poll(() => admin.locator('.lead-status').first().textContent()).toBe('Confirmed');
    const history = await admin.locator('.lead-history li').last().innerText();
    expect(history).toContain(`${owner().username} moved it from New to Confirmed`);
    expect(history).toContain('Advance of ₹2,000 received on UPI.');
    expect(await admin.getByLabel('Note', { exact: true }).inputValue()).toBe('');
    // From confirmed the lead may only go on to completed, or be lost.
    expect(await admin.getByRole('group', { name: 'Move to' }).getByRole('button').allTextContents()).toEqual(['Completed', 'Lost…']);
  });

  it('is in the CSV export, confirmed', async () => {
    await admin.getByRole('link', { name: 'Back to orders' }).click();
    await admin.waitForURL(`${baseUrl}/admin/orders`);
    await admin.getByRole('link', { name: 'Confirmed', exact: true }).click();
    await admin.waitForURL(`${baseUrl}/admin/orders?status=confirmed`);
    await admin.locator(`.lead-row[data-reference="${reference}"]`).waitFor();
    const exportLink = admin.getByRole('link', { name: 'Export CSV' });
    expect(await exportLink.getAttribute('href')).toBe('/api/admin/leads/export.csv?type=order&status=confirmed');
    const [download] = await Promise.all([admin.waitForEvent('download'), exportLink.click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]!.startsWith('reference,type,status,')).toBe(true);
    const row = lines.find((l) => l.startsWith(`${reference},`));
    expect(row).toBeDefined();
    expect(row).toContain(`${reference},order,confirmed,`);
    expect(row).toContain('Meera Iyer');
    expect(row).toContain(`${products[1]!.title} × 2`);
  });
});

describe('an enquiry and a franchise application, to the inbox and the owner’s e-mail', () => {
  let enquiryRef = '';
  let franchiseRef = '';
  const eventDate = daysAhead(45);

  it('are confirmed with references', async () => {
    await open(visitor, '/contactForm');
    await visitor.getByLabel('Name', { exact: true }).fill('Kabir Shah');
    await visitor.getByLabel('Mobile Number').fill('+91 91234 56780');
    await visitor.getByLabel('Enquiry About').fill('Helium balloons for a first birthday');
    await visitor.getByLabel('Event date (optional)').fill(eventDate);
    await visitor.getByLabel('Venue pincode (optional)').fill('400001');
    await visitor.getByRole('button', { name: 'Submit' }).click();
    const ref = visitor.locator('.lead-confirmation .lead-reference');
    await ref.waitFor();
    enquiryRef = (await ref.textContent())!;
    expect(enquiryRef).toMatch(REFERENCE_RE);
    await fitsAndPassesAxe(visitor, '.form-card');

    await open(visitor, '/franchise');
    for (const [label, value] of Object.entries({
      Name: 'Nisha Verma',
      Email: 'nisha@example.in',
      'Phone Number': '9000012345',
      Address: '12 Mall Road, Shimla',
      'Area (sq. ft.)': '300',
      'Business Budget': '15 lakh',
    }))
      await visitor.getByLabel(label, { exact: true }).fill(value);
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await ref.waitFor();
    franchiseRef = (await ref.textContent())!;
    expect(franchiseRef).toMatch(REFERENCE_RE);
    expect(franchiseRef).not.toBe(enquiryRef);
  });

  it('send the owner an alert e-mail with the reference', async () => {
    await expect.poll(() => receivedMail().find((m) => m.includes(enquiryRef)), { timeout: 30_000, interval: 250 }).toBeDefined();
    const mail = receivedMail().find((m) => m.includes(enquiryRef))!;
    expect(mail).toMatch(new RegExp(`^To: ${notifyEmail.replace('.', '\\.')}`, 'm'));
    expect(mail).toContain('Kabir Shah');
    await expect.poll(() => receivedMail().some((m) => m.includes(franchiseRef)), { timeout: 30_000, interval: 250 }).toBe(true);
  });

  it('are both in /admin/leads, and the type filter narrows the list', async () => {
    await admin.goto(`${baseUrl}/admin`);
    expect(await (await openAdminMenu(admin)).getByRole('link', { name: /^Leads, \d+ new$/ }).innerText()).toMatch(/^Leads\s*\d+ new$/);
    await adminNav(/^Leads/, `${baseUrl}/admin/leads`);
    await admin.locator(`.lead-row[data-reference="${enquiryRef}"]`).waitFor();
    await admin.locator(`.lead-row[data-reference="${franchiseRef}"]`).waitFor();
    // Orders have their own page.
    expect(await admin.locator('.lead-row', { hasText: 'Order request' }).count()).toBe(0);
    // Newest first.
    const refs = await admin.locator('.lead-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-reference')));
    expect(refs.indexOf(franchiseRef)).toBeLessThan(refs.indexOf(enquiryRef));
    await fitsAndPassesAxe(admin, '.admin-main');

    await admin.getByRole('navigation', { name: 'Type' }).getByRole('link', { name: 'Enquiry' }).click();
    await admin.waitForURL(`${baseUrl}/admin/leads?type=enquiry`);
    // The list is fetched for the new address after it changes; the rows of the whole inbox stay until it comes.
    await expect.poll(() => admin.locator(`.lead-row[data-reference="${franchiseRef}"]`).count(), { timeout: 10_000 }).toBe(0);
    await admin.locator(`.lead-row[data-reference="${enquiryRef}"]`).waitFor();
    expect(await admin.locator(`.lead-row[data-reference="${franchiseRef}"]`).count()).toBe(0);
    expect(await admin.getByRole('navigation', { name: 'Type' }).getByRole('link', { name: 'Enquiry' }).getAttribute('aria-current')).toBe('true');
  });

  it('shows the enquiry with every field, and marks it lost only with a reason', async () => {
    await admin.locator(`.lead-row[data-reference="${enquiryRef}"]`).getByRole('link').click();
    await admin.waitForURL(/\/admin\/leads\/\d+$/);
    const text = await admin.locator('.lead-fields').innerText();
    for (const s of ['Kabir Shah', '+91 91234 56780', 'Helium balloons for a first birthday', '400001']) expect(text).toContain(s);
    await admin.getByRole('button', { name: 'Lost…' }).click();
    await admin.getByRole('button', { name: 'Mark as lost' }).click();
    await expect.poll(() => fieldError(admin, 'Why was it lost?')).toBe('Say why the lead was lost.');
    await admin.getByLabel('Why was it lost?').fill('Booked another decorator');
    await admin.getByRole('button', { name: 'Mark as lost' }).click();
    await expect.poll(() => admin.locator('.lead-status').first().textContent()).toBe('Lost');
    expect(await admin.locator('.lead-fields').innerText()).toContain('Booked another decorator');
    // A lost lead can come back when the customer does.
    expect(await admin.getByRole('group', { name: 'Move to' }).getByRole('button').allTextContents()).toEqual(['Contacted']);
    await fitsAndPassesAxe(admin, '.admin-main');
  });

  it('deletes the franchise application on an erasure request, after asking', async () => {
    await admin.goto(`${baseUrl}/admin/leads?q=${franchiseRef}`);
    await admin.locator(`.lead-row[data-reference="${franchiseRef}"]`).getByRole('link').click();
    await admin.waitForURL(/\/admin\/leads\/\d+$/);
    const url = admin.url();
    await admin.getByRole('button', { name: 'Delete this lead' }).click();
    await admin.getByRole('button', { name: 'Cancel' }).click();
    await admin.getByRole('button', { name: 'Delete this lead' }).click();
    await admin.getByRole('button', { name: 'Yes, delete' }).click();
    await admin.waitForURL(`${baseUrl}/admin/leads`);
    await expect.poll(() => admin.getByRole('status').filter({ hasText: 'Deleted' }).textContent()).toBe(`Deleted ${franchiseRef} and its history.`);
    expect(await admin.locator(`.lead-row[data-reference="${franchiseRef}"]`).count()).toBe(0);
    const gone = await admin.request.get(url);
    expect(gone.status()).toBe(404);
  });

  it('shows on the dashboard: new leads by type and leads per week, readable without the picture', async () => {
    await adminNav(/^Dashboard/, `${baseUrl}/admin`);
    const chart = admin.getByRole('img', { name: /^Leads per week/ });
    await expect.poll(() => chart.count()).toBe(1);
    expect(await admin.locator('.lead-chart desc').textContent()).toMatch(/^\d+ leads in the last 12 weeks; the busiest was the week of .+ with \d+\.$/);
    await admin.getByText('Show the numbers').click();
    const weeks = await admin.locator('.lead-chart tbody tr').evaluateAll((trs) => trs.map((tr) => Number(tr.querySelector('td')!.textContent)));
    expect(weeks).toHaveLength(12);
    // This week holds at least this file's order, enquiry and (now deleted, so not counted) application.
    expect(weeks.at(-1)).toBeGreaterThanOrEqual(2);
    expect(await admin.locator('.lead-chart-bar').count()).toBe(12);
    const newOrders = admin.getByRole('link', { name: /new order requests?$/ });
    expect(await newOrders.getAttribute('href')).toBe('/admin/orders?status=new');
    await fitsAndPassesAxe(admin, '.admin-main');
  });
});

describe('too many order requests from one cart', () => {
  it('says how long to wait', async () => {
    const page = await chromium.pageForTest();
    await open(page, `/product-detail?id=${catalogue[3]!.id}`);
    await page.locator('.product-buy').getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => badge(page)).toBe(1);
    await open(page, '/buy');
    await page.getByLabel('Name', { exact: true }).fill('Ravi');
    await page.getByLabel('Mobile Number').fill('9876543210');
    await chooseFirstSlot(page);
    await page.getByLabel('Venue pincode').fill('110001');
    await page.getByLabel('Venue address').fill('1 Janpath');
    // Requests the server could act on count: it allows a few per cart an hour, then asks to wait.
    await orderAnEmptyCart(page);
    const send = page.getByRole('button', { name: 'Request this order' });
    let alert = '';
    for (let i = 0; i < 6 && !alert.startsWith('Too many'); i++) {
      await Promise.all([page.waitForResponse((r) => r.url().includes('/api/orders/')), send.click()]);
      await expect.poll(() => send.isEnabled()).toBe(true);
      alert = (await page.locator('.form-alert').count()) === 1 ? ((await page.locator('.form-alert').textContent()) ?? '') : '';
    }
    expect(alert).toMatch(/^Too many submissions from your connection\. Please try again in \d+ minutes?\.$/);
    expect(await page.locator('.form-alert').getAttribute('role')).toBe('alert');
  });
});

// The customer's booking page with the real production build: opened only with its key (the same
// not-found page otherwise), never kept in the page cache, and Reschedule and Cancel as plain form
// posts that work without the page's scripts.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { isPrivatePath } from '../../server/modules/page-cache/page-cache.ts';
import { addDays } from '../../shared/bookings.ts';
import { dateInWords } from '../../shared/dates.ts';
import { indiaToday } from '../../shared/leads.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, dialect, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let morning: number;
let evening: number;

beforeAll(async () => {
  t = await createTestContext({ demo: 2, env: { ACCESS_LOG: 'errors' } });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  const slots = (await t.services.calendar.setup()).slots;
  morning = slots.find((s) => s.label === 'Morning')!.id;
  evening = slots.find((s) => s.label === 'Evening')!.id;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const inDays = (n: number) => addDays(indiaToday(), n);

async function book(date: string, slotId: number): Promise<{ path: string; reference: string }> {
  const sess = randomUUID();
  const product = (await t.services.catalog.listProducts({ limit: 1 }))[0]!;
  await app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${product.id}&quantity=1`, headers: { 'x-session-id': sess } });
  const r = await app.inject({
    method: 'POST',
    url: `/api/orders/${sess}`,
    headers: { 'x-session-id': sess },
    payload: { name: 'Kavya', phone: '9811122233', eventDate: date, pincode: '560038', address: '12 CMH Road', slotId, personal: { names: 'Aarav' } },
  });
  expect(r.statusCode).toBe(201);
  const url = new URL(r.json().statusUrl);
  return { path: `${url.pathname}${url.search}`, reference: r.json().reference };
}

const form = (path: string, body: Record<string, string>) =>
  app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() });

describe(`the booking page on ${dialect}`, () => {
  it('shows the booking with its key and the same not-found page without it', async () => {
    const a = await book(inDays(20), morning);
    const b = await book(inDays(21), morning);
    const page = await app.inject({ url: a.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1 id="booking-heading">Your booking ${a.reference}</h1>`);
    expect(page.body).toContain('Received: we will call you to confirm it');
    expect(page.body).toContain('Morning (09:00–12:00)');
    expect(page.body).toContain('12 CMH Road, 560038');
    expect(page.body).toContain('Names: Aarav');
    expect(page.body).toContain(`<form class="enquiry-form booking-form" data-discover="true" action="${a.path}" method="post">`);
    expect(page.body).toContain('value="reschedule" name="intent">Reschedule</button>');
    const keyB = new URL(`http://x${b.path}`).searchParams.get('k')!;
    for (const path of [`/booking/${a.reference}`, `/booking/${a.reference}?k=${keyB}`, `/booking/GUB-ZZZZZZ?k=${keyB}`]) {
      const r = await app.inject({ url: path });
      expect(r.statusCode, path).toBe(404);
      expect(r.body).toContain('Booking not found');
      expect(r.body).not.toContain('12 CMH Road');
    }
  });

  it('is never kept: a change shows at once, and a form post moves or cancels it without scripts', async () => {
    expect(isPrivatePath('/booking/GUB-AAAAAA')).toBe(true);
    expect(isPrivatePath('/BOOKING/GUB-AAAAAA.data')).toBe(true);
    const a = await book(inDays(30), morning);
    const moved = await form(a.path, { intent: 'reschedule', to: `${inDays(31)}|${evening}` });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain(`Your booking is moved to ${dateInWords(inDays(31))}, Evening.`);
    expect((await app.inject({ url: a.path })).body).toContain('Evening (16:00–20:00)');
    const bad = await form(a.path, { intent: 'reschedule', to: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose a new date and slot.');
    const cancelled = await form(a.path, { intent: 'cancel' });
    expect(cancelled.statusCode).toBe(200);
    // Nothing was paid, so nothing is due back, whatever the policy would refund of a paid booking.
    expect(cancelled.body).toContain('<p class="lead-followup" role="status">Your booking is cancelled.</p>');
    const after = await app.inject({ url: a.path });
    expect(after.body).toContain('<strong>Cancelled</strong>');
    expect(after.body).not.toContain('value="cancel"');
  });

  it('names on cancelling what is due back: what was paid beyond what the policy keeps', async () => {
    const a = await book(inDays(35), morning);
    const lead = await t.services.db.selectFrom('leads').select('id').where('reference', '=', a.reference).executeTakeFirstOrThrow();
    const before = (await t.services.bookings.find(a.reference, new URL(a.path, 'http://x').searchParams.get('k')!))!;
    expect(before.policy.kept).toBeLessThan(before.total);
    // The owner has seen the whole total arrive: all but what the policy keeps comes back.
    await t.services.payments.received({
      leadId: lead.id,
      kind: 'advance',
      method: 'bank',
      amount: before.total,
      utr: null,
      state: 'verified',
      reason: null,
      by: { adminId: null, name: 'owner' },
      source: 'owner',
    });
    const cancelled = await form(a.path, { intent: 'cancel' });
    expect(cancelled.statusCode).toBe(200);
    const due = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(before.total - before.policy.kept);
    expect(cancelled.body).toContain(`<p class="lead-followup" role="status">Your booking is cancelled. Refund due: ${due}.</p>`);
  });

  it('shows the UPI QR of the advance and takes "I have paid" as a plain form, at once and without scripts', async () => {
    const a = await book(inDays(40), morning);
    expect((await app.inject({ url: a.path })).body).not.toContain('I have paid');
    await t.services.payments.saveSettings({
      upiId: 'gubbara@okaxis',
      payeeName: 'Gubbara',
      advanceKind: 'fixed',
      advanceValue: 100,
      gstin: null,
      legalName: null,
      businessState: null,
      defaultHsn: null,
      defaultGstRate: 18,
    });
    const page = (await app.inject({ url: a.path })).body;
    expect(page).toContain('Pay the advance of ₹100 by UPI to lock your date.');
    expect(page).toContain(
      `href="upi://pay?pa=gubbara%40okaxis&amp;pn=Gubbara&amp;am=100.00&amp;cu=INR&amp;tr=${a.reference}&amp;tn=${a.reference}%20advance"`,
    );
    expect(page).toMatch(/<div class="pay-qr" role="img" aria-label="UPI QR code to pay ₹100: scan it with any UPI app"><svg /);
    const bad = await form(a.path, { intent: 'paid', utr: '12345', amount: '100' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('utr must be the 12-digit UPI reference');
    // A refusal is the whole booking page with its reason, not an error screen.
    expect(bad.body).toContain(`<main id="main" tabindex="-1">`);
    expect(bad.body).toContain(`<h1 id="booking-heading">Your booking ${a.reference}</h1>`);
    const sent = await form(a.path, { intent: 'paid', utr: '512345678901', amount: '100' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Thank you: we will check your payment of ₹100 (UTR 512345678901) and confirm it.');
    const again = await form(a.path, { intent: 'paid', utr: '512345678901', amount: '100' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('UTR 512345678901 is already recorded: check the number in your UPI app.');
    expect(again.body).toContain(`<main id="main" tabindex="-1">`);
    const after = (await app.inject({ url: a.path })).body;
    expect(after).toContain('Payment reported: being checked');
    expect(after).toContain('Pay the balance of');
  });

  it('links to the quote, shows the quote’s discount, and links to the invoice once it is issued', async () => {
    const a = await book(inDays(40), morning);
    const key = new URL(`http://x${a.path}`).searchParams.get('k')!;
    const quoteHref = `/api/bookings/${a.reference}/quote.pdf?k=${key}`;
    const invoiceHref = `/api/bookings/${a.reference}/invoice.pdf?k=${key}`;
    const before = await app.inject({ url: a.path });
    expect(before.body).toContain(`<a href="${quoteHref.replace('&', '&amp;')}" download="">Download the quote (PDF)</a>`);
    expect(before.body).not.toContain('Download invoice');
    const owner = { id: 1, username: 'owner' };
    const lead = (await t.services.db.selectFrom('leads').select('id').where('reference', '=', a.reference).executeTakeFirstOrThrow()).id;
    await t.services.invoices.saveQuote(lead, { lines: [], discount: 10 }, owner);
    await t.services.db.updateTable('leads').set({ status: 'confirmed' }).where('id', '=', lead).execute();
    const { invoice } = await t.services.invoices.issue(lead, { buyerName: null, buyerGstin: null }, owner);
    const after = await app.inject({ url: a.path });
    expect(after.body).toContain('Discount</th><td headers="line-total lines-discount">-₹10</td>');
    expect(after.body).toContain(`<a href="${invoiceHref.replace('&', '&amp;')}" download="">Download invoice ${invoice.number} (PDF)</a>`);
    const pdf = await app.inject({ url: invoiceHref });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  });
});

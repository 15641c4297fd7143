// What the owner keeps with a booking and does with it, on a real database and the production build's
// pages: the pincode's state and an outside-area flag stored with the order (the request kept, the
// inbox's badge and filter, the visitor told), the crew (PATCH, the calendar and the day sheet), a peak
// date's surcharge, the address a slot order needs, a further key for the owner's WhatsApp
// confirmation, the sign-in returning to the admin page asked for (never to another site), and /tandc
// showing the calendar's cancellation ladder, rendered again once the owner saves it.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday, peakSurcharge } from '../../shared/leads.ts';
import { adminLoginHref, adminReturnPath } from '../../shared/urls.ts';
import { ADMIN_ENV, login } from '../helpers/admin.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, dialect, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let cookie: string;
let product: { id: number; title: string; price: number };
let morning: number;
let nextAddress = 1;
const freshAddress = () => `10.44.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const inDays = (n: number) => addDays(indiaToday(), n);

beforeAll(async () => {
  t = await createTestContext({
    demo: 3,
    env: { ...ADMIN_ENV, PUBLIC_BASE_URL: 'https://shop.example.in', SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'owner@example.in' },
  });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  cookie = await login(t);
  product = (await app.inject({ url: '/api/home/products' })).json()[0];
  const setup = (await admin('GET', '/api/admin/calendar')).json() as { slots: { id: number; label: string }[] };
  morning = setup.slots.find((s) => s.label === 'Morning')!.id;
  // The shop serves Bengaluru only.
  expect((await admin('POST', '/api/admin/service-area/rules', { pattern: '560', area: 'Bengaluru' })).statusCode).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const admin = (method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function order(over: Record<string, unknown> = {}, quantity = 2) {
  const sess = randomUUID();
  const add = await app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${product.id}&quantity=${quantity}`, headers: { 'x-session-id': sess } });
  expect(add.statusCode).toBe(200);
  const body = { name: 'Kavya', phone: '9811122233', eventDate: inDays(12), pincode: '560038', address: '12 CMH Road', slotId: morning, ...over };
  return app.inject({ method: 'POST', url: `/api/orders/${sess}`, payload: body, headers: { 'x-session-id': sess }, remoteAddress: freshAddress() });
}

const alertOf = async (leadId: number) => {
  const row = await t.services.db.selectFrom('outbox').select('payload').where('lead_id', '=', leadId).orderBy('id').executeTakeFirstOrThrow();
  return JSON.parse(row.payload) as { subject: string; text: string };
};
const count = async (table: 'leads' | 'lead_events' | 'booking_keys') =>
  Number((await t.services.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe(`a request from outside the service area on ${dialect}`, () => {
  it('is stored with its state, flagged for the owner, and the visitor is told plainly', async () => {
    const res = await order({ pincode: '110001' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 201,
      message: 'Thank you! Your order request is received. Your pincode 110001 is outside the area we usually serve: we will call you to see whether we can come.',
      state: 'Delhi',
      outsideArea: true,
    });
    const lead = (await admin('GET', `/api/admin/leads/${body.id}`)).json();
    expect(lead).toMatchObject({ state: 'Delhi', areaLabel: null, outsideArea: true, pincode: '110001' });
    expect((await alertOf(body.id)).text).toContain('Outside the service area: pincode 110001. Call the customer before confirming.');

    const inside = (await order()).json();
    expect(inside).toMatchObject({ message: 'Thank you! Your order request is received. We will call you to confirm it.', state: 'Karnataka', outsideArea: false });
    expect((await admin('GET', `/api/admin/leads/${inside.id}`)).json()).toMatchObject({ state: 'Karnataka', areaLabel: 'Bengaluru', outsideArea: false });

    const all = (await admin('GET', '/api/admin/leads?type=order&limit=100')).json();
    const flags = Object.fromEntries(all.items.map((i: { reference: string; outsideArea: boolean }) => [i.reference, i.outsideArea]));
    expect(flags[body.reference]).toBe(true);
    expect(flags[inside.reference]).toBe(false);
    const outside = (await admin('GET', '/api/admin/leads?type=order&outsideArea=true')).json();
    expect(outside.items.map((i: { reference: string }) => i.reference)).toEqual([body.reference]);
    expect((await admin('GET', '/api/admin/leads?outsideArea=yes')).statusCode).toBe(400);

    // The inbox's filter and badge, and the lead page.
    const inbox = await admin('GET', '/admin/orders?area=outside');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain(body.reference);
    expect(inbox.body).not.toContain(inside.reference);
    expect(inbox.body).toContain('<span class="badge lead-outside-area">Outside area</span>');
    const page = await admin('GET', `/admin/leads/${body.id}`);
    expect(page.body).toContain('<span class="badge lead-outside-area">Outside area</span>');
    expect(page.body).toContain('Outside the usual area: call before confirming');
    expect(page.body).toContain('<dd>Delhi</dd>');
    expect((await admin('GET', `/admin/leads/${inside.id}`)).body).not.toContain('Outside area</span>');

    // The spreadsheet carries the date, the slot, the state and the flag as the last columns.
    const csv = (await admin('GET', '/api/admin/leads/export.csv?type=order')).rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(csv[0]!.endsWith(',lost_reason,source_page,slot,state,outside_area,locale')).toBe(true);
    const rowOf = (reference: string) => csv.find((l) => l.startsWith(reference))!;
    expect(rowOf(body.reference)).toContain(`,${inDays(12)},110001,12 CMH Road,`);
    expect(rowOf(body.reference).endsWith(',Morning,Delhi,yes,en')).toBe(true);
    expect(rowOf(inside.reference).endsWith(',Morning,Karnataka,no,en')).toBe(true);
  });
});

describe(`the crew of a booking on ${dialect}`, () => {
  it('is set, shown on the calendar and the day sheet, cleared; only by a signed-in admin', async () => {
    const date = inDays(14);
    const booked = (await order({ eventDate: date })).json();
    const events = await count('lead_events');
    const set = await admin('PATCH', `/api/admin/leads/${booked.id}`, { crew: '  Ravi and Suresh ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().lead.crew).toBe('Ravi and Suresh');
    expect(set.json().lead.history.at(-1)).toMatchObject({ admin: 'owner', note: 'Crew: Ravi and Suresh', toStatus: null });
    expect(await count('lead_events')).toBe(events + 1);
    // The same crew again records nothing.
    expect((await admin('PATCH', `/api/admin/leads/${booked.id}`, { crew: 'Ravi and Suresh' })).statusCode).toBe(200);
    expect(await count('lead_events')).toBe(events + 1);

    const cal = (await admin('GET', `/api/admin/bookings?from=${date}&to=${date}`)).json();
    expect(cal.bookings.find((b: { id: number }) => b.id === booked.id)).toMatchObject({ crew: 'Ravi and Suresh', outsideArea: false });
    const csv = await admin('GET', `/api/admin/bookings/day.csv?date=${date}`);
    expect(csv.body.startsWith('\uFEFFReference,Status,Slot,Crew,Name,')).toBe(true);
    expect(csv.body).toContain(`${booked.reference},new,Morning,Ravi and Suresh,Kavya,`);
    const day = await admin('GET', `/admin/calendar?date=${date}`);
    expect(day.body).toContain('<dt>Crew</dt><dd>Ravi and Suresh</dd>');
    expect(day.body).toContain(`id="job-${booked.id}-crew"`);

    const before = (await admin('GET', `/api/admin/leads/${booked.id}`)).json();
    const tooLong = await admin('PATCH', `/api/admin/leads/${booked.id}`, { crew: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ status: 400, message: 'crew Crew must be at most 200 characters.' });
    expect((await admin('PATCH', `/api/admin/leads/${booked.id}`, { crew: 7 })).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'PATCH', url: `/api/admin/leads/${booked.id}`, payload: { crew: 'Intruder' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await admin('GET', `/api/admin/leads/${booked.id}`)).json()).toEqual(before);

    const cleared = await admin('PATCH', `/api/admin/leads/${booked.id}`, { crew: '' });
    expect(cleared.json().lead.crew).toBeNull();
    expect(cleared.json().lead.history.at(-1).note).toBe('Crew cleared');
  });
});

describe(`a peak date's surcharge on ${dialect}`, () => {
  it('rounds to whole rupees, half a rupee up', () => {
    expect(peakSurcharge(150, 15)).toBe(23);
    expect(peakSurcharge(149, 15)).toBe(22);
    expect(peakSurcharge(1999, 10)).toBe(200);
    expect(peakSurcharge(2500, 0)).toBe(0);
  });

  it('is its own field in the answer, the lead, the booking page and the alert, and part of the total', async () => {
    const date = inDays(16);
    expect((await admin('PUT', `/api/admin/calendar/peak-dates/${date}`, { surchargePercent: 15, note: 'Diwali' })).statusCode).toBe(200);
    const res = await order({ eventDate: date }, 3);
    expect(res.statusCode, res.body).toBe(201);
    const subtotal = product.price * 3;
    const surcharge = Math.round((subtotal * 15) / 100);
    const body = res.json();
    expect(body).toMatchObject({ subtotal, surcharge, surchargePercent: 15, total: subtotal + surcharge });
    expect(decodeURIComponent(body.whatsappUrl)).toContain(`Peak date surcharge (15%): ₹${surcharge.toLocaleString('en-IN')}`);
    expect((await admin('GET', `/api/admin/leads/${body.id}`)).json()).toMatchObject({ surcharge, surchargePercent: 15, total: subtotal + surcharge });
    const key = new URL(body.statusUrl).searchParams.get('k');
    const booking = (await app.inject({ url: `/api/bookings/${body.reference}?k=${key}` })).json();
    expect(booking).toMatchObject({ surcharge, surchargePercent: 15, total: subtotal + surcharge });
    const alert = await alertOf(body.id);
    expect(alert.text).toContain(`Peak date surcharge (15%): ₹${surcharge.toLocaleString('en-IN')}\nTotal: ₹${(subtotal + surcharge).toLocaleString('en-IN')}`);
    const page = await app.inject({ url: `/booking/${body.reference}?k=${key}` });
    expect(page.body).toContain(`Includes a peak date surcharge of ₹${surcharge.toLocaleString('en-IN')} (15% of the products).`);

    // Another date has none.
    const plain = (await order({ eventDate: inDays(17) })).json();
    expect(plain).toMatchObject({ subtotal: product.price * 2, surcharge: 0, surchargePercent: 0, total: product.price * 2 });
  });
});

describe(`the venue address of a slot order on ${dialect}`, () => {
  it('is required: a 400 naming the field, nothing stored; a request without a slot may leave it out', async () => {
    const leads = await count('leads');
    for (const address of [undefined, '', '   ']) {
      const res = await order({ address });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        message: 'Venue address is required for a booking with a setup slot.',
        field: 'address',
        errors: { address: 'Venue address is required for a booking with a setup slot.' },
      });
    }
    expect(await count('leads')).toBe(leads);
    const noSlot = await order({ address: undefined, slotId: undefined });
    expect(noSlot.statusCode, noSlot.body).toBe(201);
  });
});

describe(`the owner's WhatsApp confirmation on ${dialect}`, () => {
  it('issues a further key (the customer’s keeps working), stored only as its hash', async () => {
    const booked = (await order({ eventDate: inDays(18) })).json();
    const customerKey = new URL(booked.statusUrl).searchParams.get('k')!;
    const res = await admin('POST', `/api/admin/leads/${booked.id}/booking-key`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { statusUrl, whatsappUrl, message } = res.json();
    expect(message).toBe('A new link to the booking page is ready to send.');
    const ownerKey = new URL(statusUrl).searchParams.get('k')!;
    expect(ownerKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(ownerKey).not.toBe(customerKey);
    expect(statusUrl).toBe(`https://shop.example.in/booking/${booked.reference}?k=${ownerKey}`);
    const text = decodeURIComponent(new URL(whatsappUrl).searchParams.get('text') ?? '');
    expect(whatsappUrl.startsWith('https://wa.me/919811122233?text=')).toBe(true);
    const date = new Date(`${inDays(18)}T00:00:00Z`);
    const words = `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][date.getUTCDay()]} ${date.getUTCDate()} ${date.toLocaleString('en', { month: 'short', timeZone: 'UTC' })} ${date.getUTCFullYear()}`;
    expect(text).toBe(
      `Hello Kavya, ${(await t.services.settings.business()).name} here: your booking ${booked.reference} is confirmed for ${words}, Morning.\nVenue: 12 CMH Road\nFollow or change it here: ${statusUrl}`,
    );
    for (const k of [customerKey, ownerKey]) expect((await app.inject({ url: `/api/bookings/${booked.reference}?k=${k}` })).statusCode).toBe(200);
    const stored = await t.services.db.selectFrom('booking_keys').select('key_hash').where('lead_id', '=', booked.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await t.services.db.selectFrom('leads').selectAll().where('id', '=', booked.id).execute())).not.toContain(ownerKey);

    // Another booking's owner key opens only its own booking.
    const other = (await order({ eventDate: inDays(18) })).json();
    expect((await app.inject({ url: `/api/bookings/${other.reference}?k=${ownerKey}` })).statusCode).toBe(404);

    const keys = await count('booking_keys');
    const enquiry = await app.inject({ method: 'POST', url: '/api/leads/enquiry', payload: { name: 'Asha', phone: '9876543210', enquiryabout: 'A balloon arch for a birthday' }, remoteAddress: freshAddress() });
    expect((await admin('POST', `/api/admin/leads/${enquiry.json().id}/booking-key`)).json()).toEqual({ status: 409, message: 'Only an order request has a booking page.' });
    expect((await admin('POST', '/api/admin/leads/999999/booking-key')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/admin/leads/${booked.id}/booking-key` })).statusCode).toBe(401);
    expect(await count('booking_keys')).toBe(keys);
  });
});

describe(`signing in returns to the admin page asked for, on ${dialect}`, () => {
  it('sends a signed-out request for an admin page to the sign-in page naming it', async () => {
    const lead = await app.inject({ url: '/admin/leads/5' });
    expect(lead.statusCode).toBe(302);
    expect(lead.headers.location).toBe('/admin-login?next=%2Fadmin%2Fleads%2F5');
    const day = await app.inject({ url: '/admin/calendar?date=2026-12-12' });
    expect(day.headers.location).toBe('/admin-login?next=%2Fadmin%2Fcalendar%3Fdate%3D2026-12-12');
    expect((await app.inject({ url: '/admin' })).headers.location).toBe('/admin-login');
    // The alert e-mail's link to a lead is such a page.
    const booked = (await order()).json();
    const link = /Open it in the admin: (\S+)/.exec((await alertOf(booked.id)).text)![1]!;
    const opened = await app.inject({ url: new URL(link).pathname });
    expect(opened.headers.location).toBe(`/admin-login?next=${encodeURIComponent(`/admin/leads/${booked.id}`)}`);
  });

  it('follows only this site’s admin addresses', () => {
    expect(adminReturnPath('/admin/leads/5')).toBe('/admin/leads/5');
    expect(adminReturnPath('/admin/calendar?date=2026-12-12')).toBe('/admin/calendar?date=2026-12-12');
    expect(adminReturnPath('/admin')).toBe('/admin');
    for (const evil of [
      '//evil.com',
      '//evil.com/admin',
      'https://evil.com',
      'https://evil.com/admin/leads/5',
      '/\\evil.com',
      '/admin\\..\\..\\evil',
      '/admin/../evil',
      '/admin-login',
      '/administrator',
      '/admin@evil.com',
      'javascript:alert(1)',
      '/admin/\nx',
      '',
      null,
      undefined,
    ]) {
      expect(adminReturnPath(evil), String(evil)).toBe('/admin');
    }
    expect(adminLoginHref('//evil.com')).toBe('/admin-login');
  });
});

describe(`/tandc on ${dialect}`, () => {
  it('shows the cancellation ladder and the processing deduction, and changes once the owner saves the settings', async () => {
    const first = await app.inject({ url: '/tandc' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Refunds for cancelled orders are made after a deduction of 10% for bank and processing charges.');
    expect(first.body).toContain('<li>Cancelled before the setup starts: we keep 0% of the total.</li>');
    expect(first.body).toContain('<li>Refunds are made after a deduction of 10% for bank and processing charges.</li>');
    // Kept: the same bytes again.
    expect((await app.inject({ url: '/tandc' })).body).toBe(first.body);

    const saved = await admin('PATCH', '/api/admin/calendar/settings', {
      cancellationLadder: [
        { hoursBefore: 72, keepPercent: 0 },
        { hoursBefore: 24, keepPercent: 50 },
        { hoursBefore: 0, keepPercent: 100 },
      ],
      processingPercent: 5,
    });
    expect(saved.statusCode).toBe(200);
    const after = await app.inject({ url: '/tandc' });
    expect(after.body).toContain('<li>Cancelled 72 hours or more before the setup: we keep 0% of the total.</li>');
    expect(after.body).toContain('<li>Cancelled 24 hours or more before the setup: we keep 50% of the total.</li>');
    expect(after.body).toContain('<li>Cancelled before the setup starts: we keep 100% of the total.</li>');
    expect(after.body).toContain('<li>Refunds are made after a deduction of 5% for bank and processing charges.</li>');
    // The booking page says the same steps from the same settings.
    const booked = (await order({ eventDate: inDays(20) })).json();
    const policy = (await app.inject({ url: `/api/bookings/${booked.reference}?k=${new URL(booked.statusUrl).searchParams.get('k')}` })).json().policy;
    expect(policy).toMatchObject({ processingPercent: 5, steps: [{ hoursBefore: 72, keepPercent: 0 }, { hoursBefore: 24, keepPercent: 50 }, { hoursBefore: 0, keepPercent: 100 }] });
  });
});

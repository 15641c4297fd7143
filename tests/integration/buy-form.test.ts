// /buy's order form as a plain form post (no scripts), with the real production build: the page renders
// the cookie's cart and a form that posts; the route's action sends the scripted form's request to the
// API in-process, so a good form is one order and a 303 to its booking page (a repeat of its key the
// same order), a bad one the page again with the values kept and the message at its field, a taken
// slot the next free ones, too many the wait with WhatsApp and a call, and a post without a cart a 400.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { addDays } from '../../shared/bookings.ts';
import { dateInWords } from '../../shared/dates.ts';
import { indiaToday } from '../../shared/leads.ts';
import { formatRupees } from '../../shared/money.ts';
import { png } from '../helpers/admin.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, dialect, fillCart, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let products: { id: number; title: string; price: number }[];
let morning: number;
let evening: number;
let nextAddress = 1;
const freshAddress = () => `10.41.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestContext({ demo: 3, env: { ACCESS_LOG: 'errors', FORM_MIN_SECONDS: '0' } });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  products = (await app.inject({ url: '/api/home/products' })).json();
  const slots = (await t.services.calendar.setup()).slots;
  morning = slots.find((s) => s.label === 'Morning')!.id;
  evening = slots.find((s) => s.label === 'Evening')!.id;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const cookieOf = (sess: string) => `gubbara_cart=${sess}`;
/** A free date some weeks ahead with no surcharge (the demo calendar has none). */
const dateIn = (days: number) => addDays(indiaToday(), days);

const fields = (over: Record<string, string> = {}) => ({
  name: 'Kavya Rao',
  phone: '9811100001',
  slot: `${dateIn(20)}|${morning}`,
  pincode: '560038',
  address: '12 CMH Road, Indiranagar',
  names: 'Aarav',
  notes: 'Blue and silver',
  website: '',
  idempotencyKey: crypto.randomUUID(),
  ...over,
});

function postUrlencoded(sess: string | null, body: Record<string, string> | URLSearchParams, address = freshAddress()) {
  return app.inject({
    method: 'POST',
    url: '/buy',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(sess ? { cookie: cookieOf(sess) } : {}) },
    payload: new URLSearchParams(body).toString(),
  });
}

async function orders(phone: string) {
  return (await t.services.leads.list({ type: ['order'], q: phone, limit: 50, offset: 0 })).items;
}

describe(`/buy without scripts on ${dialect}`, () => {
  it('renders the cookie’s cart and a form that posts, with the free slots as one select', async () => {
    const sess = await fillCart(app, [
      [products[0]!.id, 2],
      [products[1]!.id, 1],
    ]);
    const page = await app.inject({ url: '/buy', headers: { cookie: cookieOf(sess) } });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['cache-control'] ?? '')).not.toMatch(/public/);
    const html = page.body;
    expect(html).toContain(products[0]!.title);
    expect(html).toContain(products[1]!.title);
    expect(html).toContain(formatRupees(2 * products[0]!.price + products[1]!.price));
    expect(html).not.toContain('Loading...');
    expect(html).toMatch(/<form class="enquiry-form"[^>]* action="\/buy" enctype="multipart\/form-data" method="post">/i);
    expect(html).toMatch(/<input type="hidden" name="idempotencyKey" value="[0-9a-f-]{36}"\/>/);
    expect(html).toMatch(/<input type="hidden" name="formToken" value="\d{13}\.[A-Za-z0-9_-]{43}"\/>/);
    expect(html).toContain('name="slot"');
    expect(html).toContain(`<option value="${dateIn(20)}|${morning}">${dateInWords(dateIn(20))}, Morning, 09:00–12:00`);
    expect(html).toMatch(/<button type="submit" class="btn">Request this order<\/button>/);
    // Each render is a new form: its own key.
    const again = await app.inject({ url: '/buy', headers: { cookie: cookieOf(sess) } });
    const key = (h: string) => /name="idempotencyKey" value="([^"]+)"/.exec(h)![1];
    expect(key(again.body)).not.toBe(key(html));
  });

  it('takes a good form: 303 to the booking page, one order, and a repeat of its key is the same order', async () => {
    const sess = await fillCart(app, [[products[0]!.id, 1]]);
    const phone = '9811100002';
    const body = fields({ phone, addOns: '' });
    const bad = await postUrlencoded(sess, { ...body, phone: '98111' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Mobile number must be 10 digits.');
    // Every value as typed, and the same key to send again with.
    expect(bad.body).toContain('value="Kavya Rao"');
    expect(bad.body).toContain('value="98111"');
    expect(bad.body).toContain('12 CMH Road, Indiranagar</textarea>');
    expect(bad.body).toContain(`<option value="${dateIn(20)}|${morning}" selected="">`);
    expect(bad.body).toContain(`name="idempotencyKey" value="${body.idempotencyKey}"`);
    expect(await orders(phone)).toEqual([]);

    const good = await postUrlencoded(sess, body);
    expect(good.statusCode).toBe(303);
    const location = good.headers.location as string;
    expect(location).toMatch(/^\/booking\/GUB-[A-Z2-9]{6}\?k=[A-Za-z0-9_-]{20,}$/);
    const reference = /GUB-[A-Z2-9]{6}/.exec(location)![0];
    const booking = await app.inject({ url: location });
    expect(booking.statusCode).toBe(200);
    expect(booking.body).toContain(`Your booking ${reference}`);
    expect(booking.body).toContain('Morning (09:00–12:00)');

    const repeat = await postUrlencoded(sess, body);
    expect(repeat.statusCode).toBe(303);
    expect(repeat.headers.location).toBe(location);
    const stored = await orders(phone);
    expect(stored.map((o) => [o.reference, o.status, o.eventDate])).toEqual([[reference, 'new', dateIn(20)]]);
    const detail = await t.services.leads.get(stored[0]!.id);
    expect(detail.sourcePage).toBe('/buy');
    expect(detail.slotLabel).toBe('Morning');
    expect(detail.lines.map((l) => l.title)).toEqual([products[0]!.title]);
    // The cart was ordered: the page now says it is empty.
    const after = await app.inject({ url: '/buy', headers: { cookie: cookieOf(sess) } });
    expect(after.body).toContain('Your cart is empty, so there is nothing to request yet.');
  });

  it('takes the form as multipart with a reference photo', async () => {
    const sess = await fillCart(app, [[products[1]!.id, 3]]);
    const phone = '9811100003';
    const form = new FormData();
    for (const [k, v] of Object.entries(fields({ phone, slot: `${dateIn(22)}|${evening}` }))) form.append(k, v);
    form.append('photo', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'idea.png');
    const encoded = new Response(form);
    const res = await app.inject({
      method: 'POST',
      url: '/buy',
      remoteAddress: freshAddress(),
      headers: { 'content-type': encoded.headers.get('content-type')!, cookie: cookieOf(sess) },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
    const [order] = await orders(phone);
    const detail = await t.services.leads.get(order!.id);
    expect(detail.photoUrl).toBeTruthy();
    expect(detail.slotLabel).toBe('Evening');
    expect(detail.total).toBe(3 * products[1]!.price);
  });

  it('keeps the form’s own rules: a slot and the venue address are required', async () => {
    const sess = await fillCart(app, [[products[0]!.id, 1]]);
    const res = await postUrlencoded(sess, fields({ slot: '', address: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Event date is required.');
    expect(res.body).toContain('Venue address is required.');
  });

  it('answers a post without a cart with a 400 that says so, not a failure', async () => {
    const none = await postUrlencoded(null, fields());
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Your cart is empty: add products before requesting an order.');
    const emptied = await postUrlencoded(crypto.randomUUID(), fields({ phone: '9811100004' }));
    expect(emptied.statusCode).toBe(400);
    expect(emptied.body).toContain('Your cart is empty: add products before requesting an order.');
    const sess = await fillCart(app, [[products[0]!.id, 1]]);
    const junk = await app.inject({ method: 'POST', url: '/buy', headers: { 'content-type': 'text/plain', cookie: cookieOf(sess) }, payload: 'hello' });
    expect(junk.statusCode).toBe(400);
    expect(junk.body).toContain('The form could not be read: please send it again.');
  });

  it('offers the next free slots when the chosen one was taken meanwhile', async () => {
    const date = dateIn(25);
    const capacity = (await t.services.calendar.setup()).slots.find((s) => s.id === evening)!.capacity;
    await t.services.calendar.updateSlot(evening, { capacity: 1 });
    try {
      const other = await fillCart(app, [[products[0]!.id, 1]]);
      const first = await postUrlencoded(other, fields({ phone: '9811100005', slot: `${date}|${evening}` }));
      expect(first.statusCode).toBe(303);
      const sess = await fillCart(app, [[products[0]!.id, 1]]);
      const taken = await postUrlencoded(sess, fields({ phone: '9811100006', slot: `${date}|${evening}` }));
      expect(taken.statusCode).toBe(409);
      expect(taken.body).toContain(`The Evening slot on ${dateInWords(date)} is fully booked: choose another slot.`);
      expect(taken.body).toContain('<optgroup label="The next free slots">');
      expect(taken.body).toContain('The next free slots: ');
      expect(taken.body).toContain('value="Kavya Rao"');
      expect(await orders('9811100006')).toEqual([]);
    } finally {
      await t.services.calendar.updateSlot(evening, { capacity });
    }
  });

  it('says when to try again after too many, with WhatsApp and a call prefilled', async () => {
    // The per-cart limit: three requests an hour reach the orders of one cart (one the service refuses,
    // naming an add-on it does not offer, is counted).
    const sess = await fillCart(app, [[products[2]!.id, 1]]);
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await postUrlencoded(sess, { ...fields({ phone: '9811100007' }), addOns: '999999' }, address)).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    const limited = await postUrlencoded(sess, fields({ phone: '9811100007' }), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatch(/Too many submissions from your connection\. Please try again in \d+ minutes?\./);
    expect(limited.body).toContain('send these details on WhatsApp');
    expect(limited.body).toContain(encodeURIComponent('Mobile Number: 9811100007'));
    expect(limited.body).toMatch(/href="tel:\+91\d{10}"/);
  });
});

// Leads on a real database: the public calls (enquiry, franchise, order request), bad input refused
// with nothing stored, the honeypot, rate limits, and the owner's inbox calls.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import { dateInWords } from '../../shared/dates.ts';
import { type LeadDetail, type LeadList, REFERENCE_RE, indiaToday, latestEventDate } from '../../shared/leads.ts';
import { formatRupees } from '../../shared/money.ts';
import { ADMIN_ENV, login } from '../helpers/admin.ts';
import { dialect, fillCart, testContextForFile } from '../helpers/test-db.ts';

let cookie: string;
let products: { id: number; title: string; price: number }[];
/** Each test call comes from its own address unless it says otherwise, so the per-address limit stays out of the way. */
let nextAddress = 1;
const freshAddress = () => `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const t = testContextForFile({ demo: 6, env: { ...ADMIN_ENV, BUSINESS_WHATSAPP: '9812345678' } });
beforeAll(async () => {
  cookie = await login(t);
  products = (await t.app.inject({ url: '/api/home/products' })).json();
});

const tomorrow = () => addDays(indiaToday(), 1);

const enquiry = { name: 'Asha Rao', phone: '+91 98765 43210', enquiryabout: 'Balloon arch for a birthday', eventDate: '', pincode: '560 001' };
const franchise = {
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '9123456780',
  address: '4 Park Street, Kolkata',
  area: '250',
  businessbudget: '10 lakh',
};
const order = () => ({
  name: 'Meera',
  phone: '09876501234',
  eventDate: tomorrow(),
  pincode: '400001',
  address: 'Hall 2, Juhu',
  notes: 'Pastel colours please',
});

const post = (url: string, payload: unknown, opts: { address?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: opts.address ?? freshAddress(), headers: opts.headers ?? {} });
const admin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A cart of the listed products (by index) and quantities. */
const cartWith = (lines: [number, number][]) =>
  fillCart(
    t.app,
    lines.map(([i, q]) => [products[i]!.id, q]),
  );
const orderFor = (sess: string, payload: unknown = order(), header: string | null = sess) =>
  post(`/api/orders/${sess}`, payload, { headers: header === null ? {} : { 'x-session-id': header } });

/** What a refused request must leave untouched: every row of the lead tables and the carts. */
async function digest(): Promise<string> {
  const db = t.services.db;
  const [leads, items, events, outbox, cartItems] = await Promise.all([
    db.selectFrom('leads').selectAll().orderBy('id').execute(),
    db.selectFrom('lead_items').selectAll().orderBy('id').execute(),
    db.selectFrom('lead_events').selectAll().orderBy('id').execute(),
    db.selectFrom('outbox').selectAll().orderBy('id').execute(),
    db.selectFrom('cart_items').select(['id', 'quantity']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ leads, items, events, outbox, cartItems });
}

describe(`public lead calls on ${dialect}`, () => {
  it('stores an enquiry and answers 201 with an unguessable reference', async () => {
    const res = await post('/api/leads/enquiry', enquiry, { headers: { referer: 'http://localhost:3000/contactForm?x=1' } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ status: 201, message: expect.any(String), id: expect.any(Number), reference: expect.stringMatching(REFERENCE_RE) });
    const lead = (await admin('GET', `/api/admin/leads/${body.id}`)).json() as LeadDetail;
    expect(lead).toMatchObject({
      reference: body.reference,
      type: 'enquiry',
      status: 'new',
      name: 'Asha Rao',
      phone: '9876543210',
      enquiryAbout: 'Balloon arch for a birthday',
      eventDate: null,
      pincode: '560001',
      total: null,
      sourcePage: '/contactForm?x=1',
      lines: [],
      history: [],
    });
  });

  it('stores a franchise application', async () => {
    const res = await post('/api/leads/franchise', { ...franchise, email: ' ravi@example.in ' });
    expect(res.statusCode).toBe(201);
    const lead = (await admin('GET', `/api/admin/leads/${res.json().id}`)).json() as LeadDetail;
    expect(lead).toMatchObject({
      type: 'franchise',
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      phone: '9123456780',
      address: '4 Park Street, Kolkata',
      area: '250',
      businessBudget: '10 lakh',
    });
  });

  it('gives every lead its own reference', async () => {
    const refs = await Promise.all(Array.from({ length: 20 }, () => post('/api/leads/enquiry', enquiry).then((r) => r.json().reference as string)));
    expect(new Set(refs).size).toBe(20);
    for (const r of refs) expect(r).toMatch(/^GUB-[^01OI]{6}$/);
  });

  it('turns the cart into an order request at catalogue prices, empties the cart, and links to WhatsApp', async () => {
    const sess = await cartWith([
      [0, 2],
      [1, 1],
    ]);
    const res = await orderFor(sess);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const [a, b] = [products[0]!, products[1]!];
    const total = a.price * 2 + b.price;
    expect(body).toMatchObject({ status: 201, reference: expect.stringMatching(REFERENCE_RE), total });
    const url = new URL(body.whatsappUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919812345678');
    const text = url.searchParams.get('text')!;
    expect(text).toContain(body.reference);
    expect(text).toContain(`${a.title} × 2 = ${formatRupees(a.price * 2)}`);
    expect(text).toContain(`${b.title} × 1 = ${formatRupees(b.price)}`);
    expect(text).toContain(`Total: ${formatRupees(total)}`);
    expect(text).toContain(`Event date: ${dateInWords(tomorrow())}`);
    const cart = (await t.app.inject({ url: `/api/cart/getcart/${sess}`, headers: { 'x-session-id': sess } })).json();
    expect(cart).toEqual({ items: [], totalQuantity: 0, total: 0 });
    const lead = (await admin('GET', `/api/admin/leads/${body.id}`)).json() as LeadDetail;
    expect(lead).toMatchObject({
      type: 'order',
      total,
      phone: '9876501234',
      eventDate: tomorrow(),
      pincode: '400001',
      address: 'Hall 2, Juhu',
      notes: 'Pastel colours please',
    });
    expect(lead.lines).toEqual([
      { productId: a.id, title: a.title, quantity: 2, price: a.price, lineTotal: a.price * 2 },
      { productId: b.id, title: b.title, quantity: 1, price: b.price, lineTotal: b.price },
    ]);
  });

  it('keeps the price of the moment when the catalogue price changes later', async () => {
    const sess = await cartWith([[2, 1]]);
    const res = await orderFor(sess);
    const price = products[2]!.price;
    await t.services.db
      .updateTable('products')
      .set({ price: price + 500 })
      .where('id', '=', products[2]!.id)
      .execute();
    const lead = (await admin('GET', `/api/admin/leads/${res.json().id}`)).json() as LeadDetail;
    expect(lead.lines[0]!.price).toBe(price);
    expect(lead.total).toBe(price);
  });

  it('answers an empty cart with 400, another session with 404, and stores nothing', async () => {
    const before = await digest();
    const empty = await orderFor(randomUUID());
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ status: 400, message: 'Your cart is empty: add products before requesting an order.' });
    const sess = await cartWith([[0, 1]]);
    const afterCart = await digest();
    expect(afterCart).not.toBe(before);
    for (const header of [null, randomUUID()]) {
      const res = await orderFor(sess, order(), header);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'Cart not found' });
    }
    expect((await orderFor('NOT-A-SESSION', order(), 'NOT-A-SESSION')).statusCode).toBe(400);
    expect(await digest()).toBe(afterCart);
  });

  it('makes one order of two requests sent at once from one cart', async () => {
    const sess = await cartWith([[0, 3]]);
    const [r1, r2] = await Promise.all([orderFor(sess), orderFor(sess)]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 400]);
  });

  const tooLong = (n: number) => 'x'.repeat(n + 1);
  const badInputs: [string, string, string, string, () => Promise<{ url: string; payload: unknown; headers?: Record<string, string> }>][] = [];
  const enq = (payload: unknown) => async () => ({ url: '/api/leads/enquiry', payload });
  const fr = (payload: unknown) => async () => ({ url: '/api/leads/franchise', payload });
  const ord = (payload: unknown) => async () => {
    const sess = await cartWith([[0, 1]]);
    return { url: `/api/orders/${sess}`, payload, headers: { 'x-session-id': sess } };
  };
  const past = '2020-01-01';
  const farFuture = () => {
    const d = new Date(`${latestEventDate()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };
  badInputs.push(
    ['enquiry', 'no name', 'name', 'Name is required.', enq({ ...enquiry, name: '' })],
    ['enquiry', 'blank name', 'name', 'Name is required.', enq({ ...enquiry, name: '   \u0000 ' })],
    ['enquiry', 'name too long', 'name', 'Please keep this under 100 characters.', enq({ ...enquiry, name: tooLong(100) })],
    ['enquiry', 'name not text', 'name', 'Name is required.', enq({ ...enquiry, name: 42 })],
    ['enquiry', 'no phone', 'phone', 'Mobile number is required.', enq({ ...enquiry, phone: '' })],
    ['enquiry', 'short phone', 'phone', 'Mobile number must be 10 digits.', enq({ ...enquiry, phone: '98765' })],
    ['enquiry', '11-digit phone', 'phone', 'Mobile number must be 10 digits.', enq({ ...enquiry, phone: '98765432101' })],
    ['enquiry', 'letters in phone', 'phone', 'Mobile number must be 10 digits.', enq({ ...enquiry, phone: '98765abcde' })],
    ['enquiry', 'foreign prefix', 'phone', 'Mobile number must be 10 digits.', enq({ ...enquiry, phone: '+1 9876543210' })],
    ['enquiry', 'phone as number', 'phone', 'Mobile number is required.', enq({ ...enquiry, phone: 9876543210 })],
    ['enquiry', 'no enquiry text', 'enquiryabout', 'Enquiry About is required.', enq({ ...enquiry, enquiryabout: '' })],
    ['enquiry', 'enquiry text too long', 'enquiryabout', 'Please keep this under 2000 characters.', enq({ ...enquiry, enquiryabout: tooLong(2000) })],
    ['enquiry', 'event date in the past', 'eventDate', 'Event date must be today or later.', enq({ ...enquiry, eventDate: past })],
    [
      'enquiry',
      'event date too far',
      'eventDate',
      'Event date must be within 18 months.',
      async () => ({ url: '/api/leads/enquiry', payload: { ...enquiry, eventDate: farFuture() } }),
    ],
    ['enquiry', 'event date not a date', 'eventDate', 'Event date must be a date.', enq({ ...enquiry, eventDate: '2026-02-30' })],
    ['enquiry', 'event date in another format', 'eventDate', 'Event date must be a date.', enq({ ...enquiry, eventDate: '25/12/2027' })],
    ['enquiry', 'pincode of 5 digits', 'pincode', 'Pincode must be 6 digits, not starting with 0.', enq({ ...enquiry, pincode: '56001' })],
    ['enquiry', 'pincode starting with 0', 'pincode', 'Pincode must be 6 digits, not starting with 0.', enq({ ...enquiry, pincode: '060001' })],
    ['enquiry', 'pincode with letters', 'pincode', 'Pincode must be 6 digits, not starting with 0.', enq({ ...enquiry, pincode: '56000A' })],
    ['franchise', 'no e-mail', 'email', 'Email is required.', fr({ ...franchise, email: '' })],
    ['franchise', 'bad e-mail', 'email', 'Invalid email address.', fr({ ...franchise, email: 'ravi@example' })],
    ['franchise', 'e-mail with a space', 'email', 'Invalid email address.', fr({ ...franchise, email: 'ra vi@example.in' })],
    ['franchise', 'e-mail too long', 'email', 'Invalid email address.', fr({ ...franchise, email: `${'a'.repeat(250)}@example.in` })],
    ['franchise', 'no phone', 'phone', 'Phone number is required.', fr({ ...franchise, phone: undefined })],
    ['franchise', 'bad phone', 'phone', 'Phone number must be 10 digits.', fr({ ...franchise, phone: '12345' })],
    ['franchise', 'no address', 'address', 'Address is required.', fr({ ...franchise, address: '' })],
    ['franchise', 'address too long', 'address', 'Please keep this under 500 characters.', fr({ ...franchise, address: tooLong(500) })],
    ['franchise', 'no area', 'area', 'Area is required.', fr({ ...franchise, area: ' ' })],
    ['franchise', 'no budget', 'businessbudget', 'Business Budget is required.', fr({ ...franchise, businessbudget: null })],
    ['franchise', 'no name', 'name', 'Name is required.', fr({ ...franchise, name: '\u202E' })],
    ['order', 'no name', 'name', 'Name is required.', ord({ ...order(), name: '' })],
    ['order', 'bad phone', 'phone', 'Mobile number must be 10 digits.', ord({ ...order(), phone: '0000' })],
    ['order', 'no event date', 'eventDate', 'Event date is required.', ord({ ...order(), eventDate: '' })],
    ['order', 'event date in the past', 'eventDate', 'Event date must be today or later.', ord({ ...order(), eventDate: past })],
    ['order', 'event date as a number', 'eventDate', 'Event date is required.', ord({ ...order(), eventDate: 20271225 })],
    ['order', 'no pincode', 'pincode', 'Venue pincode is required.', ord({ ...order(), pincode: undefined })],
    ['order', 'bad pincode', 'pincode', 'Pincode must be 6 digits, not starting with 0.', ord({ ...order(), pincode: '1234567' })],
    ['order', 'address too long', 'address', 'Address must be at most 500 characters.', ord({ ...order(), address: tooLong(500) })],
    ['order', 'notes too long', 'notes', 'Notes must be at most 2000 characters.', ord({ ...order(), notes: tooLong(2000) })],
    ['order', 'notes not text', 'notes', 'Notes must be text.', ord({ ...order(), notes: ['a'] })],
    [
      'enquiry',
      'number no mobile has',
      'phone',
      'Mobile number must start with 6, 7, 8 or 9, as Indian mobile numbers do.',
      enq({ ...enquiry, phone: '1234567890' }),
    ],
    [
      'enquiry',
      'number starting with 0',
      'phone',
      'Mobile number must start with 6, 7, 8 or 9, as Indian mobile numbers do.',
      enq({ ...enquiry, phone: '0987654321' }),
    ],
    ['enquiry', 'one-letter name', 'name', 'Name must have at least 2 letters.', enq({ ...enquiry, name: 'A.' })],
    [
      'enquiry',
      'two-word enquiry',
      'enquiryabout',
      'Enquiry About needs a few more words (at least 3 words or 10 characters), so we can answer it.',
      enq({ ...enquiry, enquiryabout: 'hi there' }),
    ],
    [
      'franchise',
      'number no mobile has',
      'phone',
      'Phone number must start with 6, 7, 8 or 9, as Indian mobile numbers do.',
      fr({ ...franchise, phone: '1234567890' }),
    ],
    ['franchise', 'area in words', 'area', 'Area must be a number of square feet, like 250.', fr({ ...franchise, area: 'big enough' })],
    ['franchise', 'area under the minimum', 'area', 'Area must be at least 200 sq. ft., the franchise minimum.', fr({ ...franchise, area: '150' })],
    ['franchise', 'e-mail that is not text', 'email', 'Email is required.', fr({ ...franchise, email: 42 })],
    ['franchise', 'e-mail without a name', 'email', 'Invalid email address.', fr({ ...franchise, email: '@example.in' })],
    [
      'order',
      'number no mobile has',
      'phone',
      'Mobile number must start with 6, 7, 8 or 9, as Indian mobile numbers do.',
      ord({ ...order(), phone: '+91 5876543210' }),
    ],
  );

  it.each(badInputs)('refuses a %s with %s: 400 naming %s, nothing stored', async (_call, _what, field, message, make) => {
    const req = await make();
    const before = await digest();
    const res = await post(req.url, req.payload, req.headers ? { headers: req.headers } : {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 400, message, field });
    expect(body.errors[field]).toBe(message);
    expect(await digest()).toBe(before);
  });

  it.each([
    ['a JSON array', '[1,2]', 'application/json', 400, 'Request body must be a JSON object'],
    ['a JSON string', '"hello"', 'application/json', 400, 'Request body must be a JSON object'],
    ['JSON null', 'null', 'application/json', 400, 'Request body must be a JSON object'],
    ['broken JSON', '{"name":', 'application/json', 400, 'Request body must be valid JSON'],
    ['plain text', 'name=Asha', 'text/plain', 400, 'Request body must be a JSON object'],
    ['a form post', 'name=Asha', 'application/x-www-form-urlencoded', 415, 'Unsupported content type'],
  ])('refuses %s as a body with %s', async (_what, body, type, status, message) => {
    const before = await digest();
    for (const url of ['/api/leads/enquiry', '/api/leads/franchise']) {
      const res = await t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': type }, remoteAddress: freshAddress() });
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toEqual({ status, message });
    }
    expect(await digest()).toBe(before);
  });

  it('stores a filled honeypot as spam with the same answer, hidden from the inbox, with no alert', async () => {
    const res = await post('/api/leads/enquiry', { ...enquiry, name: 'Bot', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 201, reference: expect.stringMatching(REFERENCE_RE) });
    const lead = (await admin('GET', `/api/admin/leads/${res.json().id}`)).json() as LeadDetail;
    expect(lead.status).toBe('spam');
    const list = (await admin('GET', '/api/admin/leads?limit=100')).json() as LeadList;
    expect(list.items.map((i) => i.id)).not.toContain(lead.id);
    const spam = (await admin('GET', '/api/admin/leads?status=spam')).json() as LeadList;
    expect(spam.items.map((i) => i.id)).toContain(lead.id);
  });
});

describe(`rate limits on ${dialect}`, () => {
  it('allows 60 lead submissions per address in 10 minutes, then 429 with Retry-After; other addresses go on', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < 60; i++)
      expect((await post(i % 2 ? '/api/leads/franchise' : '/api/leads/enquiry', i % 2 ? franchise : enquiry, { address })).statusCode).toBe(201);
    const before = await digest();
    const res = await post('/api/leads/enquiry', enquiry, { address });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 429, message: expect.stringMatching(/^Too many requests: please try again in \d+ minutes?\.$/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await digest()).toBe(before);
    expect((await post('/api/leads/enquiry', enquiry, { address: '10.99.0.2' })).statusCode).toBe(201);
  });

  it('counts in the database, so every instance on it sees the same count', async () => {
    // @fastify/rate-limit appends the route group to the key: one counter for both lead forms.
    const rows = await t.services.db.selectFrom('rate_limits').selectAll().where('key', '=', '10.99.0.1public-leads').execute();
    expect(rows).toEqual([{ key: '10.99.0.1public-leads', hits: 61, reset_at: expect.anything() }]);
  });

  it('allows 3 order requests per cart session in an hour', async () => {
    const sess = randomUUID();
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${products[0]!.id}&quantity=1`, headers: { 'x-session-id': sess } });
      expect(r.statusCode).toBe(200);
      expect((await orderFor(sess)).statusCode).toBe(201);
    }
    await t.app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${products[0]!.id}&quantity=1`, headers: { 'x-session-id': sess } });
    const res = await orderFor(sess);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ url: `/api/cart/getcart/${sess}`, headers: { 'x-session-id': sess } })).json().totalQuantity).toBe(1);
  });
});

describe(`the owner's inbox on ${dialect}`, () => {
  let orderId: number;
  let orderRef: string;
  beforeAll(async () => {
    const sess = await cartWith([[3, 1]]);
    const res = await orderFor(sess, { ...order(), name: '=HYPERLINK("http://evil.example")', notes: '@SUM(A1)' });
    orderId = res.json().id;
    orderRef = res.json().reference;
  });

  it('lists newest first with totals, filters by type and status, searches, and pages', async () => {
    const all = (await admin('GET', '/api/admin/leads?limit=100')).json() as LeadList;
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const orders = (await admin('GET', '/api/admin/leads?type=order&limit=100')).json() as LeadList;
    expect(orders.items.every((i) => i.type === 'order')).toBe(true);
    expect(orders.items[0]).toMatchObject({ id: orderId, reference: orderRef, total: products[3]!.price, status: 'new' });
    const both = (await admin('GET', '/api/admin/leads?type=enquiry,franchise&limit=100')).json() as LeadList;
    expect(new Set(both.items.map((i) => i.type))).toEqual(new Set(['enquiry', 'franchise']));
    expect(both.total + orders.total).toBe(all.total);
    const byRef = (await admin('GET', `/api/admin/leads?q=${orderRef.toLowerCase()}`)).json() as LeadList;
    expect(byRef.items.map((i) => i.id)).toEqual([orderId]);
    const byPhone = (await admin('GET', '/api/admin/leads?q=98765%2043210&limit=100')).json() as LeadList;
    expect(byPhone.items.length).toBeGreaterThan(0);
    expect(byPhone.items.every((i) => i.phone === '9876543210')).toBe(true);
    const byName = (await admin('GET', '/api/admin/leads?q=RAVI&type=franchise')).json() as LeadList;
    expect(byName.items.every((i) => i.name === 'Ravi Kumar')).toBe(true);
    const percent = (await admin('GET', '/api/admin/leads?q=%25')).json() as LeadList;
    expect(percent.total).toBe(0);
    const page1 = (await admin('GET', '/api/admin/leads?limit=2&offset=0')).json() as LeadList;
    const page2 = (await admin('GET', '/api/admin/leads?limit=2&offset=2')).json() as LeadList;
    expect(page1.items.map((i) => i.id)).toEqual(all.items.slice(0, 2).map((i) => i.id));
    expect(page2.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));
    expect(page1.total).toBe(all.total);
  });

  it.each([
    ['type=party', 'query.type'],
    ['status=open', 'query.status'],
    ['limit=0', 'query.limit'],
    ['limit=101', 'query.limit'],
    ['limit=abc', 'query.limit'],
    ['offset=-1', 'query.offset'],
    [`q=${'x'.repeat(101)}`, 'query.q'],
  ])('refuses the list query %s with 400', async (query) => {
    const res = await admin('GET', `/api/admin/leads?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: expect.any(String) });
  });

  it('moves a lead along the pipeline with notes, recording who and when', async () => {
    const contacted = await admin('PATCH', `/api/admin/leads/${orderId}`, { status: 'contacted', note: 'Called, wants pastel' });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ status: 200, message: 'Lead updated', lead: { status: 'contacted' } });
    const noted = await admin('PATCH', `/api/admin/leads/${orderId}`, { note: 'Sent a quote on WhatsApp' });
    expect(noted.statusCode).toBe(200);
    const confirmed = await admin('PATCH', `/api/admin/leads/${orderId}`, { status: 'confirmed' });
    expect(confirmed.statusCode).toBe(200);
    const lead = confirmed.json().lead as LeadDetail;
    expect(lead.status).toBe('confirmed');
    expect(lead.history.map((h) => [h.fromStatus, h.toStatus, h.note, h.admin])).toEqual([
      ['new', 'contacted', 'Called, wants pastel', ADMIN_ENV.ADMIN_USERNAME],
      [null, null, 'Sent a quote on WhatsApp', ADMIN_ENV.ADMIN_USERNAME],
      ['contacted', 'confirmed', null, ADMIN_ENV.ADMIN_USERNAME],
    ]);
  });

  it('refuses a move backwards, an unknown status, lost without a reason, and an empty change', async () => {
    const before = await digest();
    const cases: [object, number][] = [
      [{ status: 'new' }, 409],
      [{ status: 'contacted' }, 409],
      [{ status: 'archived' }, 400],
      [{ status: 'lost' }, 400],
      [{}, 400],
      [{ note: '   ' }, 400],
      [{ status: 'completed', extra: 1 }, 400],
      [{ note: 'x'.repeat(2001) }, 400],
    ];
    for (const [payload, status] of cases) {
      const res = await admin('PATCH', `/api/admin/leads/${orderId}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json(), JSON.stringify(payload)).toEqual({ status, message: expect.any(String) });
    }
    expect(await digest()).toBe(before);
  });

  it('marks a lead lost with its reason', async () => {
    const res = await post('/api/leads/enquiry', enquiry);
    const id = res.json().id;
    const lost = await admin('PATCH', `/api/admin/leads/${id}`, { status: 'lost', lostReason: 'Date not available' });
    expect(lost.statusCode).toBe(200);
    expect(lost.json().lead).toMatchObject({ status: 'lost', lostReason: 'Date not available' });
    expect(lost.json().lead.history[0]).toMatchObject({ fromStatus: 'new', toStatus: 'lost', note: 'Date not available' });
  });

  it('answers 404 for a lead that does not exist and 400 for a malformed id', async () => {
    expect((await admin('GET', '/api/admin/leads/999999')).statusCode).toBe(404);
    expect((await admin('PATCH', '/api/admin/leads/999999', { note: 'x' })).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/leads/999999')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) expect((await admin('GET', `/api/admin/leads/${id}`)).statusCode, id).toBe(400);
  });

  it('exports CSV with a BOM, every lead, order lines, and formula cells made harmless', async () => {
    const res = await admin('GET', '/api/admin/leads/export.csv?type=order');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="gubbara-orders-${indiaToday()}.csv"`);
    const text = res.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'reference,type,status,created (India time),name,phone,email,event_date,pincode,address,enquiry_about,area,business_budget,notes,items,total,quoted_amount,latest_note,lost_reason,source_page,slot,state,outside_area,locale',
    );
    const row = lines.find((l) => l.startsWith(orderRef))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain(`'@SUM(A1)`);
    expect(row).toContain(`${products[3]!.title} × 1 @ ${formatRupees(products[3]!.price)}`);
    const orders = (await admin('GET', '/api/admin/leads?type=order&limit=100')).json() as LeadList;
    expect(lines.filter((l) => /^GUB-/.test(l))).toHaveLength(orders.total);
  });

  it('exports times in India time, one file name per kind, and the owner’s latest note and quoted amount', async () => {
    const made = await post('/api/leads/enquiry', { ...enquiry, name: 'Quote Export' });
    expect(made.statusCode).toBe(201);
    const { id, reference } = made.json() as { id: number; reference: string };
    expect((await admin('PATCH', `/api/admin/leads/${id}`, { status: 'quoted', note: 'Quoted ₹4,500 for the arch' })).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/admin/leads/${id}`, { note: 'Will decide by Friday' })).statusCode).toBe(200);
    const createdAt = ((await admin('GET', `/api/admin/leads/${id}`)).json() as LeadDetail).createdAt;
    const india = new Date(new Date(createdAt).getTime() + 330 * 60_000).toISOString();
    const res = await admin('GET', '/api/admin/leads/export.csv?type=enquiry');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="gubbara-enquiries-${indiaToday()}.csv"`);
    const all = await admin('GET', '/api/admin/leads/export.csv');
    expect(all.headers['content-disposition']).toBe(`attachment; filename="gubbara-leads-${indiaToday()}.csv"`);
    const row = res.rawPayload
      .toString('utf8')
      .split('\r\n')
      .find((l) => l.startsWith(reference))!;
    expect(row).toContain(`,enquiry,quoted,${india.slice(0, 10)} ${india.slice(11, 16)},Quote Export,`);
    expect(row).toContain(',4500,Will decide by Friday,');
  });

  it('summarises new leads by type and leads per week', async () => {
    const res = await admin('GET', '/api/admin/leads/summary');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    const count = async (type: string) => ((await admin('GET', `/api/admin/leads?type=${type}&status=new`)).json() as LeadList).total;
    expect(s.new).toEqual({ enquiry: await count('enquiry'), franchise: await count('franchise'), order: await count('order') });
    expect(s.weekly).toHaveLength(12);
    const all = ((await admin('GET', '/api/admin/leads?limit=1')).json() as LeadList).total;
    expect(s.weekly[11].count).toBe(all);
    expect(new Date(`${s.weekly[11].weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('erases a lead with its lines and history on request', async () => {
    const sess = await cartWith([[4, 2]]);
    const id = (await orderFor(sess)).json().id;
    await admin('PATCH', `/api/admin/leads/${id}`, { note: 'customer asked to be forgotten' });
    const res = await admin('DELETE', `/api/admin/leads/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Lead deleted', id });
    expect((await admin('GET', `/api/admin/leads/${id}`)).statusCode).toBe(404);
    expect(await t.services.db.selectFrom('lead_items').select('id').where('lead_id', '=', id).execute()).toEqual([]);
    expect(await t.services.db.selectFrom('lead_events').select('id').where('lead_id', '=', id).execute()).toEqual([]);
  });

  it('removes leads past LEAD_RETENTION_DAYS and keeps the rest', async () => {
    const db = t.services.db;
    const id = (await post('/api/leads/enquiry', enquiry)).json().id;
    const old = new Date(Date.now() - 731 * 24 * 3600_000).toISOString();
    await db.updateTable('leads').set({ created_at: old }).where('id', '=', id).execute();
    const total = ((await admin('GET', '/api/admin/leads?limit=1&status=new')).json() as LeadList).total;
    expect(await t.services.leads.cleanupExpired()).toBe(1);
    expect((await admin('GET', `/api/admin/leads/${id}`)).statusCode).toBe(404);
    expect(((await admin('GET', '/api/admin/leads?limit=1&status=new')).json() as LeadList).total).toBe(total - 1);
  });
});

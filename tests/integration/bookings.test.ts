// Bookings on a real database: the owner's calendar settings, availability in India time (with an
// explicit `now` through the service: notice, the 18:00 cut-off at 17:59 and 18:01, closed and peak
// dates, the horizon, a full day), an order holding a unit of its slot in the transaction that stores
// it (30 carts at once for a slot with K units left), the status page's key, reschedule and cancel
// under the policy, the owner's calendar and day sheet, and bad input refused with nothing changed.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import { dateInWords } from '../../shared/dates.ts';
import { REFERENCE_RE, indiaToday } from '../../shared/leads.ts';
import { ADMIN_ENV, expectLoginRequired, login } from '../helpers/admin.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

let cookie: string;
let products: { id: number; title: string; price: number }[];
let nextAddress = 1;
const freshAddress = () => `10.30.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const t = testContextForFile({
  demo: 4,
  env: { ...ADMIN_ENV, PUBLIC_BASE_URL: 'https://shop.example.in', SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'owner@example.in' },
});
beforeAll(async () => {
  cookie = await login(t);
  products = (await t.app.inject({ url: '/api/home/products' })).json();
});

/** An instant given as India wall-clock time. */
const ist = (s: string) => new Date(`${s}+05:30`);
const inDays = (n: number) => addDays(indiaToday(), n);

const admin = (method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, remoteAddress: freshAddress(), ...(payload === undefined ? {} : { payload: payload as object }) });

async function cart(): Promise<string> {
  const sess = randomUUID();
  const r = await t.app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${products[0]!.id}&quantity=2`, headers: { 'x-session-id': sess } });
  expect(r.statusCode).toBe(200);
  return sess;
}
const orderBody = (over: Record<string, unknown> = {}) => ({
  name: 'Kavya',
  phone: '9811122233',
  eventDate: inDays(10),
  pincode: '560038',
  address: '12 CMH Road',
  ...over,
});
const order = (sess: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${sess}`, payload: body as object, headers: { 'x-session-id': sess }, remoteAddress: freshAddress() });

async function slotIds(): Promise<{ Morning: number; Afternoon: number; Evening: number }> {
  const setup = (await admin('GET', '/api/admin/calendar')).json() as { slots: { id: number; label: string }[] };
  const id = (label: string) => setup.slots.find((s) => s.label === label)!.id;
  return { Morning: id('Morning'), Afternoon: id('Afternoon'), Evening: id('Evening') };
}

async function counters(date: string) {
  const db = t.services.db;
  const slots = await db.selectFrom('booking_slot_days').select(['slot_id', 'taken']).where('date', '=', date).orderBy('slot_id').execute();
  const day = await db.selectFrom('booking_days').select('taken').where('date', '=', date).executeTakeFirst();
  return { slots: Object.fromEntries(slots.map((s) => [s.slot_id, s.taken])), day: day?.taken ?? 0 };
}

/** Everything a refused call must leave as it was. */
async function digest(): Promise<string> {
  const db = t.services.db;
  const tables = [
    'leads',
    'lead_items',
    'lead_events',
    'booking_slot_days',
    'booking_days',
    'booking_slots',
    'booking_settings',
    'booking_closed_dates',
    'booking_peak_dates',
  ] as const;
  const all = await Promise.all(tables.map((name) => db.selectFrom(name).selectAll().execute()));
  const carts = await db.selectFrom('cart_items').select(['id', 'quantity']).orderBy('id').execute();
  return JSON.stringify([...all.map((rows) => rows.map((r) => JSON.stringify(r)).sort()), carts]);
}

/** Books `slot` on `date` through the order call; answers the reference and the key from statusUrl. */
async function book(date: string, slot: number, over: Record<string, unknown> = {}): Promise<{ reference: string; key: string; id: number }> {
  const r = await order(await cart(), orderBody({ eventDate: date, slotId: slot, ...over }));
  expect(r.statusCode, r.body).toBe(201);
  const url = new URL(r.json().statusUrl);
  return { reference: r.json().reference, key: url.searchParams.get('k')!, id: r.json().id };
}

describe(`the owner's calendar settings on ${dialect}`, () => {
  it('starts with three slots, a day cap of six and the spec’s refund terms', async () => {
    const res = await admin('GET', '/api/admin/calendar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      settings: {
        dayCap: 6,
        noticeHours: 24,
        cutoffTime: '18:00',
        horizonDays: 180,
        rescheduleHours: 48,
        processingPercent: 10,
        cancellationLadder: [{ hoursBefore: 0, keepPercent: 0 }],
      },
      slots: [
        { id: expect.any(Number), label: 'Morning', start: '09:00', end: '12:00', capacity: 3, position: 1, active: true },
        { id: expect.any(Number), label: 'Afternoon', start: '12:00', end: '16:00', capacity: 3, position: 2, active: true },
        { id: expect.any(Number), label: 'Evening', start: '16:00', end: '20:00', capacity: 3, position: 3, active: true },
      ],
      closedDates: [],
      peakDates: [],
    });
  });

  it('changes settings, slots, closed and peak dates, and refuses each admin call without a session', async () => {
    const ladder = [
      { hoursBefore: 24, keepPercent: 50 },
      { hoursBefore: 72, keepPercent: 0 },
    ];
    const s = await admin('PATCH', '/api/admin/calendar/settings', { noticeHours: 12, cancellationLadder: ladder });
    expect(s.statusCode).toBe(200);
    expect(s.json().settings).toMatchObject({ noticeHours: 12, dayCap: 6, cancellationLadder: [ladder[1], ladder[0]] });
    const added = await admin('POST', '/api/admin/calendar/slots', { label: ' Late  night ', start: '20:00', end: '23:00', capacity: 1 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ id: expect.any(Number), label: 'Late night', start: '20:00', end: '23:00', capacity: 1, position: 0, active: true });
    const off = await admin('PATCH', `/api/admin/calendar/slots/${added.json().id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false, label: 'Late night' });
    expect((await admin('PUT', '/api/admin/calendar/closed-dates/2030-01-26', { note: 'Republic Day' })).json().closedDates).toEqual([
      { date: '2030-01-26', note: 'Republic Day' },
    ]);
    expect((await admin('PUT', '/api/admin/calendar/peak-dates/2030-02-14', { surchargePercent: 20 })).json().peakDates).toEqual([
      { date: '2030-02-14', surchargePercent: 20, note: null },
    ]);
    expect((await admin('DELETE', '/api/admin/calendar/closed-dates/2030-01-26')).json().closedDates).toEqual([]);
    expect((await admin('DELETE', '/api/admin/calendar/closed-dates/2030-01-26')).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/calendar/peak-dates/2030-02-14')).json().peakDates).toEqual([]);
    await expectLoginRequired(t, [
      ['GET', '/api/admin/calendar'],
      ['PUT', '/api/admin/calendar/closed-dates/2030-01-01', {}],
      ['GET', '/api/admin/bookings?from=2030-01-01&to=2030-01-02'],
      ['GET', '/api/admin/bookings/day.csv?date=2030-01-01'],
    ]);
  });
});

describe(`availability in India time on ${dialect}`, () => {
  // noticeHours is 12 from here on (set above).
  it('opens tomorrow’s morning at 17:59 India time and closes tomorrow at 18:01', async () => {
    const { Morning } = await slotIds();
    const before = await t.services.calendar.availability('2030-03-11', '2030-03-12', null, ist('2030-03-10T17:59:00'));
    expect(before.days[0]).toMatchObject({ date: '2030-03-11', open: true });
    expect(before.days[0]!.slots.find((s) => s.id === Morning)).toEqual({ id: Morning, label: 'Morning', start: '09:00', end: '12:00', left: 3 });
    const after = await t.services.calendar.availability('2030-03-11', '2030-03-12', null, ist('2030-03-10T18:01:00'));
    expect(after.days[0]).toMatchObject({ date: '2030-03-11', open: false });
    expect(after.days[0]!.slots.every((s) => s.left === 0)).toBe(true);
    expect(after.days[1]).toMatchObject({ date: '2030-03-12', open: true });
  });

  it('honours the notice hour by hour, closed and peak dates, and the horizon', async () => {
    const ids = await slotIds();
    const now = ist('2030-03-10T06:00:00');
    const today = await t.services.calendar.availability('2030-03-10', '2030-03-10', null, now);
    // Evening (16:00) is 10 hours away with 12 hours' notice; everything earlier too.
    expect(today.days[0]!.open).toBe(false);
    await admin('PUT', '/api/admin/calendar/closed-dates/2030-03-15', { note: 'Holi' });
    await admin('PUT', '/api/admin/calendar/peak-dates/2030-03-16', { surchargePercent: 30 });
    const week = await t.services.calendar.availability('2030-03-14', '2030-03-16', null, now);
    expect(week.days.map((d) => [d.date, d.open, d.surchargePercent])).toEqual([
      ['2030-03-14', true, 0],
      ['2030-03-15', false, 0],
      ['2030-03-16', true, 30],
    ]);
    expect(week.days[0]!.slots.map((s) => s.id)).toEqual([ids.Morning, ids.Afternoon, ids.Evening]);
    const edge = await t.services.calendar.availability('2030-09-06', '2030-09-07', null, now);
    expect(edge.days.map((d) => [d.date, d.open])).toEqual([
      ['2030-09-06', true],
      ['2030-09-07', false],
    ]);
  });

  it('answers the HTTP call with no-store and counts the bookings held, down to a full day', async () => {
    const { Morning, Afternoon, Evening } = await slotIds();
    await admin('PATCH', '/api/admin/calendar/settings', { dayCap: 2 });
    const date = inDays(12);
    await book(date, Morning);
    let res = await t.app.inject({ url: `/api/booking/availability?from=${date}&to=${date}&pincode=560038` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().days[0].slots.map((s: { left: number }) => s.left)).toEqual([1, 1, 1]);
    await book(date, Afternoon);
    res = await t.app.inject({ url: `/api/booking/availability?from=${date}&to=${date}` });
    expect(res.json().days[0]).toMatchObject({ date, open: false });
    const full = await order(await cart(), orderBody({ eventDate: date, slotId: Evening }));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      status: 409,
      message: `${dateInWords(date)} is fully booked: choose another date.`,
      nextFree: [
        { date: inDays(13), slotId: Morning, label: 'Morning' },
        { date: inDays(13), slotId: Afternoon, label: 'Afternoon' },
        { date: inDays(13), slotId: Evening, label: 'Evening' },
      ],
    });
    expect(await counters(date)).toEqual({ slots: { [Morning]: 1, [Afternoon]: 1 }, day: 2 });
    await admin('PATCH', '/api/admin/calendar/settings', { dayCap: 100 });
  });
});

describe(`an order holding its slot on ${dialect}`, () => {
  it('stores the slot and personal touches on the lead and answers a status link', async () => {
    const { Evening } = await slotIds();
    const date = inDays(20);
    const res = await order(
      await cart(),
      orderBody({ eventDate: date, slotId: Evening, personal: { names: '  Aarav ', age: 5, theme: 'Space', colours: 'Blue' } }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.reference).toMatch(REFERENCE_RE);
    const url = new URL(body.statusUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`https://shop.example.in/booking/${body.reference}`);
    expect(url.searchParams.get('k')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const row = await t.services.db.selectFrom('leads').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      event_date: date,
      slot_id: Evening,
      slot_label: 'Evening',
      slot_held: 1,
      personal_names: 'Aarav',
      personal_age: 5,
      personal_theme: 'Space',
      personal_colours: 'Blue',
    });
    // Only the key's SHA-256 is kept.
    expect(row.booking_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(url.searchParams.get('k'));
    expect(await counters(date)).toEqual({ slots: { [Evening]: 1 }, day: 1 });
    const mail = await t.services.db.selectFrom('outbox').select('payload').where('lead_id', '=', body.id).executeTakeFirstOrThrow();
    expect(JSON.parse(mail.payload).text).toContain('Setup slot: Evening');
  });

  it('keeps an order without a slot exactly as before, holding nothing', async () => {
    const res = await order(await cart(), orderBody({ eventDate: inDays(21) }));
    expect(res.statusCode).toBe(201);
    expect(await counters(inDays(21))).toEqual({ slots: {}, day: 0 });
    expect(res.json().statusUrl).toContain(`/booking/${res.json().reference}?k=`);
  });

  it('gives exactly K of 30 concurrent orders a slot with K units left; the rest 409 with nothing stored and the cart kept', async () => {
    const slot = (await admin('POST', '/api/admin/calendar/slots', { label: 'Rush', start: '10:00', end: '11:00', capacity: 7 })).json().id as number;
    const date = inDays(30);
    await book(date, slot);
    await book(date, slot);
    const K = 5;
    const carts = await Promise.all(Array.from({ length: 30 }, () => cart()));
    const leadsBefore = await t.services.db.selectFrom('leads').select('id').execute();
    const answers = await Promise.all(carts.map((sess) => order(sess, orderBody({ eventDate: date, slotId: slot }))));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(K);
    expect(codes.filter((c) => c === 409)).toHaveLength(30 - K);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toMatchObject({ status: 409, message: `The Rush slot on ${dateInWords(date)} is fully booked: choose another slot.` });
      expect(a.json().nextFree).toHaveLength(3);
      expect(a.json().nextFree[0]).not.toMatchObject({ date, slotId: slot });
    }
    expect(await counters(date)).toEqual({ slots: { [slot]: 7 }, day: 7 });
    const held = await t.services.db
      .selectFrom('leads')
      .select('id')
      .where('event_date', '=', date)
      .where('slot_id', '=', slot)
      .where('slot_held', '=', 1)
      .execute();
    expect(held).toHaveLength(7);
    expect((await t.services.db.selectFrom('leads').select('id').execute()).length - leadsBefore.length).toBe(K);
    // A refused order keeps its cart: the visitor can pick another slot and send again.
    const refused = carts.filter((_, i) => answers[i]!.statusCode === 409);
    const kept = (await t.app.inject({ url: `/api/cart/getcart/${refused[0]}`, headers: { 'x-session-id': refused[0]! } })).json();
    expect(kept.totalQuantity).toBe(2);
    await admin('PATCH', `/api/admin/calendar/slots/${slot}`, { active: false });
  });

  it('refuses a closed date, a slot too soon, beyond the horizon, unknown or retired with a plain 400', async () => {
    const ids = await slotIds();
    await admin('PUT', `/api/admin/calendar/closed-dates/${inDays(40)}`, {});
    const rush = (await admin('GET', '/api/admin/calendar')).json().slots.find((s: { label: string }) => s.label === 'Rush').id;
    const before = await digest();
    const cases: [Record<string, unknown>, string][] = [
      [{ eventDate: inDays(40), slotId: ids.Morning }, `We are closed on ${dateInWords(inDays(40))}: choose another date.`],
      [{ eventDate: indiaToday(), slotId: ids.Morning }, ''],
      [{ eventDate: inDays(181), slotId: ids.Morning }, `Bookings open 180 days ahead: ${dateInWords(inDays(181))} is too far.`],
      [{ eventDate: inDays(10), slotId: 999999 }, 'That setup slot does not exist: choose one of the slots offered.'],
      [{ eventDate: inDays(10), slotId: rush }, 'That setup slot does not exist: choose one of the slots offered.'],
    ];
    for (const [over, message] of cases) {
      const r = await order(await cart(), orderBody(over));
      expect(r.statusCode, JSON.stringify(over)).toBe(400);
      if (message) expect(r.json()).toEqual({ status: 400, message });
      else expect(r.json().message).toMatch(/is less than 12 hours away|has passed/);
    }
    // Only the carts made for the cases differ.
    const after = JSON.parse(await digest()) as unknown[];
    expect(after.slice(0, -1)).toEqual((JSON.parse(before) as unknown[]).slice(0, -1));
  });
});

describe(`the customer's booking page calls on ${dialect}`, () => {
  it('opens a booking with its key only; a wrong, missing or another booking’s key is the same 404', async () => {
    const { Morning } = await slotIds();
    const a = await book(inDays(50), Morning, { personal: { names: 'Isha', age: 30 } });
    const b = await book(inDays(50), Morning);
    const ok = await t.app.inject({ url: `/api/bookings/${a.reference}?k=${a.key}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json()).toEqual({
      reference: a.reference,
      status: 'received',
      name: 'Kavya',
      date: inDays(50),
      slot: { id: Morning, label: 'Morning', start: '09:00', end: '12:00' },
      address: '12 CMH Road',
      pincode: '560038',
      lines: [{ title: products[0]!.title, quantity: 2, price: products[0]!.price, lineTotal: products[0]!.price * 2 }],
      total: products[0]!.price * 2,
      surcharge: 0,
      surchargePercent: 0,
      personal: { names: 'Isha', age: 30, theme: null, colours: null },
      policy: expect.objectContaining({ keepPercent: 0, processingPercent: 10, canCancel: true, canReschedule: true }),
    });
    const enquiry = await post('/api/leads/enquiry', { name: 'Asha', phone: '9876543210', enquiryabout: 'A balloon arch for a birthday' });
    const refused = [
      `/api/bookings/${a.reference}?k=${b.key}`,
      `/api/bookings/${a.reference}`,
      `/api/bookings/${a.reference}?k=`,
      `/api/bookings/${a.reference}?k=${a.key}x`,
      `/api/bookings/GUB-ZZZZZZ?k=${a.key}`,
      `/api/bookings/not-a-reference?k=${a.key}`,
      `/api/bookings/${enquiry.json().reference}?k=${a.key}`,
    ];
    for (const url of refused) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toEqual({ status: 404, message: 'Booking not found' });
    }
    const before = await digest();
    for (const k of [b.key, '', 'nonsense']) {
      expect((await post(`/api/bookings/${a.reference}/cancel?k=${k}`)).statusCode).toBe(404);
      expect((await post(`/api/bookings/${a.reference}/reschedule?k=${k}`, { eventDate: inDays(51), slotId: Morning })).statusCode).toBe(404);
    }
    expect(await digest()).toBe(before);
  });

  it('moves a booking: the new unit taken and the old one freed, in the history, with an alert', async () => {
    const { Morning, Evening } = await slotIds();
    const a = await book(inDays(60), Morning);
    const res = await post(`/api/bookings/${a.reference}/reschedule?k=${a.key}`, { eventDate: inDays(61), slotId: Evening });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      message: `Your booking is moved to ${dateInWords(inDays(61))}, Evening.`,
      booking: { date: inDays(61), slot: { id: Evening, label: 'Evening' } },
    });
    expect(await counters(inDays(60))).toEqual({ slots: { [Morning]: 0 }, day: 0 });
    expect(await counters(inDays(61))).toEqual({ slots: { [Evening]: 1 }, day: 1 });
    const lead = (await admin('GET', `/api/admin/leads/${a.id}`)).json();
    expect(lead.eventDate).toBe(inDays(61));
    expect(lead.history.at(-1)).toMatchObject({
      admin: null,
      fromStatus: null,
      toStatus: null,
      note: `Moved by the customer from ${dateInWords(inDays(60))} Morning to ${dateInWords(inDays(61))} Evening.`,
    });
    const alerts = await t.services.db.selectFrom('outbox').select('payload').where('lead_id', '=', a.id).orderBy('id').execute();
    expect(JSON.parse(alerts.at(-1)!.payload).subject).toBe(`Booking ${a.reference} moved to ${dateInWords(inDays(61))} Evening: Kavya`);
    // Same day, another slot: the day's count stays.
    expect((await post(`/api/bookings/${a.reference}/reschedule?k=${a.key}`, { eventDate: inDays(61), slotId: Morning })).statusCode).toBe(200);
    expect(await counters(inDays(61))).toEqual({ slots: { [Morning]: 1, [Evening]: 0 }, day: 1 });
    expect((await post(`/api/bookings/${a.reference}/reschedule?k=${a.key}`, { eventDate: inDays(61), slotId: Morning })).json()).toEqual({
      status: 400,
      message: 'The booking is already in that slot.',
    });
  });

  it('answers 409 with the next free slots when the new slot is full, and moves nothing', async () => {
    const { Morning, Afternoon } = await slotIds();
    const date = inDays(70);
    for (let i = 0; i < 3; i++) await book(date, Afternoon);
    const a = await book(inDays(71), Morning);
    const before = await digest();
    const res = await post(`/api/bookings/${a.reference}/reschedule?k=${a.key}`, { eventDate: date, slotId: Afternoon });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      message: `The Afternoon slot on ${dateInWords(date)} is fully booked: choose another slot.`,
      nextFree: [
        { date, slotId: Morning, label: 'Morning' },
        { date, slotId: (await slotIds()).Evening, label: 'Evening' },
        { date: inDays(71), slotId: Morning, label: 'Morning' },
      ],
    });
    expect(await digest()).toBe(before);
  });

  it('moves only until the reschedule limit before the slot (48 hours)', async () => {
    const { Morning, Evening } = await slotIds();
    const a = await book(inDays(80), Morning);
    const start = Date.parse(`${inDays(80)}T09:00:00+05:30`);
    const late = new Date(start - 48 * 3_600_000 + 60_000);
    await expect(t.services.bookings.reschedule(a.reference, a.key, { eventDate: inDays(82), slotId: Evening }, late)).rejects.toMatchObject({
      statusCode: 409,
      message: 'A booking can be moved until 48 hours before its slot: please call us.',
    });
    const inTime = new Date(start - 48 * 3_600_000);
    const moved = await t.services.bookings.reschedule(a.reference, a.key, { eventDate: inDays(82), slotId: Evening }, inTime);
    expect(moved.date).toBe(inDays(82));
  });

  it('cancels under the ladder: what is kept and refunded, the unit freed, the lead lost, the history and an alert', async () => {
    const { Morning } = await slotIds();
    const date = inDays(90);
    const a = await book(date, Morning);
    const total = products[0]!.price * 2;
    const start = Date.parse(`${date}T09:00:00+05:30`);
    // The ladder set above: 72+ hours keep 0%, 24+ hours keep 50%, later everything.
    const at = (hours: number) => t.services.bookings.get(a.reference, a.key, new Date(start - hours * 3_600_000));
    expect((await at(100)).policy).toMatchObject({ keepPercent: 0, refund: total - Math.round(total * 0.1) });
    expect((await at(1)).policy).toMatchObject({ keepPercent: 100, refund: 0, kept: total });
    const half = total - Math.round(total / 2);
    const cancelled = await t.services.bookings.cancel(a.reference, a.key, new Date(start - 30 * 3_600_000));
    expect(cancelled).toMatchObject({
      keepPercent: 50,
      refund: half - Math.round(half * 0.1),
      kept: total - (half - Math.round(half * 0.1)),
      booking: { status: 'cancelled' },
    });
    expect(await counters(date)).toEqual({ slots: { [Morning]: 0 }, day: 0 });
    const lead = (await admin('GET', `/api/admin/leads/${a.id}`)).json();
    expect(lead).toMatchObject({ status: 'lost', lostReason: 'Cancelled by the customer' });
    expect(lead.history.at(-1)).toMatchObject({ fromStatus: 'new', toStatus: 'lost', admin: null });
    expect(lead.history.at(-1).note).toContain('Cancelled by the customer: the shop keeps');
    const alerts = await t.services.db.selectFrom('outbox').select('payload').where('lead_id', '=', a.id).orderBy('id').execute();
    expect(JSON.parse(alerts.at(-1)!.payload).subject).toBe(`Booking ${a.reference} cancelled by the customer: Kavya`);
    const again = await post(`/api/bookings/${a.reference}/cancel?k=${a.key}`);
    expect(again.json()).toEqual({ status: 409, message: 'This booking is already cancelled.' });
    expect((await post(`/api/bookings/${a.reference}/reschedule?k=${a.key}`, { eventDate: inDays(91), slotId: Morning })).statusCode).toBe(409);
  });

  it('cancels through the API and refuses once the setup has started', async () => {
    const { Afternoon } = await slotIds();
    const a = await book(inDays(95), Afternoon);
    const res = await post(`/api/bookings/${a.reference}/cancel?k=${a.key}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: 'Your booking is cancelled.', keepPercent: 0, booking: { status: 'cancelled' } });
    const b = await book(inDays(96), Afternoon);
    const started = new Date(Date.parse(`${inDays(96)}T12:00:00+05:30`) + 60_000);
    await expect(t.services.bookings.cancel(b.reference, b.key, started)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The setup has already started: please call us.',
    });
  });
});

describe(`the owner's calendar of bookings on ${dialect}`, () => {
  it('frees the unit when the owner marks a booking lost in the inbox', async () => {
    const { Evening } = await slotIds();
    const date = inDays(105);
    const a = await book(date, Evening);
    expect(await counters(date)).toEqual({ slots: { [Evening]: 1 }, day: 1 });
    const res = await admin('PATCH', `/api/admin/leads/${a.id}`, { status: 'lost', lostReason: 'Customer chose another shop' });
    expect(res.statusCode).toBe(200);
    expect(await counters(date)).toEqual({ slots: { [Evening]: 0 }, day: 0 });
    // Back from lost: the lead reopens without holding a unit again; the slot stays free.
    expect((await admin('PATCH', `/api/admin/leads/${a.id}`, { status: 'contacted' })).statusCode).toBe(200);
    expect(await counters(date)).toEqual({ slots: { [Evening]: 0 }, day: 0 });
  });

  it('lists per-day counts, capacity left and the bookings, and a day sheet as CSV', async () => {
    const { Morning, Evening } = await slotIds();
    const date = inDays(100);
    await book(date, Morning, { name: '=Danger', personal: { names: 'Riya', age: 7 } });
    await book(date, Evening);
    const res = await admin('GET', `/api/admin/bookings?from=${date}&to=${addDays(date, 1)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(2);
    expect(body.days[0]).toMatchObject({ date, dayCap: 100, taken: 2, left: 98 });
    expect(body.days[0].slots.find((s: { id: number }) => s.id === Morning)).toMatchObject({ capacity: 3, taken: 1, left: 2 });
    expect(body.bookings.map((b: { slotLabel: string }) => b.slotLabel)).toEqual(['Morning', 'Evening']);
    const csv = await admin('GET', `/api/admin/bookings/day.csv?date=${date}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFFReference,Status,Slot,Crew,Name,Phone,Address,Pincode,Names,Age,Theme,Colours,Lines,Total,Notes\r\n')).toBe(true);
    expect(csv.body).toContain(",Morning,,'=Danger,'+91 9811122233,12 CMH Road,560038,Riya,7,,,");
  });
});

describe(`bad input on ${dialect}`, () => {
  it('answers at least 20 kinds of bad input with a 4xx naming the problem, and changes nothing', async () => {
    const { Morning } = await slotIds();
    const a = await book(inDays(110), Morning);
    // One cart per order call: an order is limited to 3 an hour per cart.
    const carts = await Promise.all(Array.from({ length: 9 }, () => cart()));
    const sess = () => carts.pop()!;
    const before = await digest();
    const calls: [string, () => Promise<{ statusCode: number; json(): { status: number; message: string } }>, RegExp][] = [
      ['availability without from', () => t.app.inject({ url: '/api/booking/availability?to=2030-01-01' }), /from/],
      ['availability bad date', () => t.app.inject({ url: '/api/booking/availability?from=2030-02-30&to=2030-03-01' }), /from must be a date/],
      ['availability reversed', () => t.app.inject({ url: '/api/booking/availability?from=2030-03-02&to=2030-03-01' }), /to must not be before from/],
      ['availability 63 days', () => t.app.inject({ url: '/api/booking/availability?from=2030-01-01&to=2030-03-04' }), /at most 62 days/],
      ['availability bad pincode', () => t.app.inject({ url: '/api/booking/availability?from=2030-01-01&to=2030-01-02&pincode=012345' }), /pincode/],
      ['order slotId text', () => order(sess(), orderBody({ slotId: 'abc' })), /Choose a setup slot/],
      ['order slotId 0', () => order(sess(), orderBody({ slotId: 0 })), /Choose a setup slot/],
      ['order slotId fraction', () => order(sess(), orderBody({ slotId: 1.5 })), /Choose a setup slot/],
      ['order age 121', () => order(sess(), orderBody({ slotId: Morning, personal: { age: 121 } })), /personal.age must be at most 120/],
      ['order age negative', () => order(sess(), orderBody({ slotId: Morning, personal: { age: -1 } })), /personal.age must be at least 0/],
      ['order age text', () => order(sess(), orderBody({ slotId: Morning, personal: { age: 'five' } })), /personal.age must be a whole number/],
      ['order names too long', () => order(sess(), orderBody({ slotId: Morning, personal: { names: 'x'.repeat(101) } })), /personal.names must be at most 100/],
      ['order personal not an object', () => order(sess(), orderBody({ slotId: Morning, personal: 'Aarav' })), /./],
      ['order personal unknown field', () => order(sess(), orderBody({ slotId: Morning, personal: { photo: 'x' } })), /./],
      ['reschedule no body', () => post(`/api/bookings/${a.reference}/reschedule?k=${a.key}`), /body/],
      [
        'reschedule bad date',
        () => post(`/api/bookings/${a.reference}/reschedule?k=${a.key}`, { eventDate: '2030-13-01', slotId: Morning }),
        /eventDate must be a date/,
      ],
      ['reschedule no slot', () => post(`/api/bookings/${a.reference}/reschedule?k=${a.key}`, { eventDate: inDays(111) }), /slotId/],
      [
        'reschedule slot text',
        () => post(`/api/bookings/${a.reference}/reschedule?k=${a.key}`, { eventDate: inDays(111), slotId: '1' }),
        /slotId must be a whole number/,
      ],
      ['reschedule extra field', () => post(`/api/bookings/${a.reference}/reschedule?k=${a.key}`, { eventDate: inDays(111), slotId: Morning, price: 0 }), /./],
      ['reschedule closed-off date', () => post(`/api/bookings/${a.reference}/reschedule?k=${a.key}`, { eventDate: inDays(181), slotId: Morning }), /too far/],
      ['settings dayCap negative', () => admin('PATCH', '/api/admin/calendar/settings', { dayCap: -1 }), /dayCap must be at least 0/],
      ['settings cut-off 25:00', () => admin('PATCH', '/api/admin/calendar/settings', { cutoffTime: '25:00' }), /cutoffTime must be a time/],
      [
        'settings keepPercent 101',
        () => admin('PATCH', '/api/admin/calendar/settings', { cancellationLadder: [{ hoursBefore: 0, keepPercent: 101 }] }),
        /keepPercent must be at most 100/,
      ],
      ['settings empty ladder', () => admin('PATCH', '/api/admin/calendar/settings', { cancellationLadder: [] }), /at least one step/],
      ['settings unknown field', () => admin('PATCH', '/api/admin/calendar/settings', { maxJobs: 3 }), /./],
      [
        'slot ends before it starts',
        () => admin('POST', '/api/admin/calendar/slots', { label: 'Odd', start: '12:00', end: '09:00', capacity: 1 }),
        /end must be after start/,
      ],
      [
        'slot without a label',
        () => admin('POST', '/api/admin/calendar/slots', { label: '  ', start: '09:00', end: '10:00', capacity: 1 }),
        /label is required/,
      ],
      ['slot patch ends before it starts', () => admin('PATCH', `/api/admin/calendar/slots/${Morning}`, { end: '08:00' }), /end must be after start/],
      ['slot unknown', () => admin('PATCH', '/api/admin/calendar/slots/999999', { capacity: 1 }), /Slot 999999 not found/],
      ['closed date not a date', () => admin('PUT', '/api/admin/calendar/closed-dates/2030-02-31', {}), /date must be a date/],
      [
        'peak surcharge 500',
        () => admin('PUT', '/api/admin/calendar/peak-dates/2030-02-14', { surchargePercent: 500 }),
        /surchargePercent must be at most 200/,
      ],
      ['bookings range too long', () => admin('GET', '/api/admin/bookings?from=2030-01-01&to=2030-06-01'), /at most 62 days/],
      ['day sheet without a date', () => admin('GET', '/api/admin/bookings/day.csv'), /date/],
    ];
    for (const [what, call, message] of calls) {
      const r = await call();
      expect(r.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, what).toBeLessThan(500);
      expect(r.json().message, what).toMatch(message);
    }
    expect(await digest()).toBe(before);
  });
});

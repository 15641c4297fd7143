// Payments on a real database: the owner's payment settings, the booking page's UPI link and QR (the
// SVG rasterised with sharp and read back by jsQR), a customer's "I have paid" claim and its alert,
// the owner's ledger (verify, reject, cash, refund), the payment state the inbox filters by, the refund
// a cancellation leaves due, the accountant's sheet, a UTR claimed by 24 callers at once, totals that
// agree between the customer's page, the owner's API and the sheet, and bad input refused with nothing
// changed.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { ADMIN_ENV, expectLoginRequired, login } from '../helpers/admin.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

let cookie: string;
let product: { id: number; price: number };
let nextAddress = 1;
const freshAddress = () => `10.41.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const t = testContextForFile({
  demo: 2,
  env: {
    ...ADMIN_ENV,
    PUBLIC_BASE_URL: 'https://shop.example.in',
    SMTP_URL: 'smtp://127.0.0.1:9',
    NOTIFY_EMAIL: 'owner@example.in',
    ORDERS_PER_ADDRESS_HOURLY: '1000',
  },
});

const SETTINGS = {
  upiId: 'gubbara.decor@okaxis',
  payeeName: 'Gubbara Decor & Co',
  advanceKind: 'percent',
  advanceValue: 30,
  gstin: '29AAGCB1286Q1Z0',
  legalName: 'Gubbara Decor Private Limited',
  businessState: 'Karnataka',
  defaultHsn: '998596',
  defaultGstRate: 18,
};

const admin = (method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const claim = (b: Booked, payload: unknown, key = b.key) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${b.reference}/payments?k=${key}`, payload: payload as object, remoteAddress: freshAddress() });
const page = (b: Booked) => t.app.inject({ url: `/api/bookings/${b.reference}/payments?k=${b.key}` });
const ledger = async (b: Booked) => (await admin('GET', `/api/admin/leads/${b.id}/payments`)).json();

interface Booked {
  reference: string;
  key: string;
  id: number;
  total: number;
}

/** An order of `quantity` of the first demo product, ten days ahead, through the real order call. */
async function book(quantity = 2, name = 'Kavya'): Promise<Booked> {
  const sess = randomUUID();
  const add = await t.app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${product.id}&quantity=${quantity}`, headers: { 'x-session-id': sess } });
  expect(add.statusCode).toBe(200);
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${sess}`,
    headers: { 'x-session-id': sess },
    remoteAddress: freshAddress(),
    payload: { name, phone: '9811122233', eventDate: addDays(indiaToday(), 10), pincode: '560038', address: '12 CMH Road' },
  });
  expect(r.statusCode, r.body).toBe(201);
  const key = new URL(r.json().statusUrl).searchParams.get('k')!;
  return { reference: r.json().reference, key, id: r.json().id, total: r.json().total };
}

let utrSeq = 100000000000;
const utr = () => String(utrSeq++);

/** Everything a refused call must leave as it was. */
async function digest(): Promise<string> {
  const db = t.services.db;
  const all: unknown[][] = await Promise.all(
    (['payments', 'payment_states', 'payment_settings', 'leads', 'lead_events'] as const).map((n) => db.selectFrom(n).selectAll().execute()),
  );
  // The mail worker moves the outbox's attempts meanwhile: only which alerts are queued counts.
  all.push(await db.selectFrom('outbox').select(['id', 'lead_id', 'payload']).execute());
  return JSON.stringify(all.map((rows) => rows.map((r) => JSON.stringify(r)).sort()));
}

beforeAll(async () => {
  cookie = await login(t);
  const products = (await t.app.inject({ url: '/api/home/products' })).json();
  product = { id: products[0].id, price: products[0].price };
});

describe(`payment settings on ${dialect}`, () => {
  it('start with a 30% advance and no UPI ID; the booking page then offers no UPI payment', async () => {
    const res = await admin('GET', '/api/admin/payments/settings');
    expect(res.json()).toEqual({
      upiId: null,
      payeeName: null,
      advanceKind: 'percent',
      advanceValue: 30,
      gstin: null,
      legalName: null,
      businessState: null,
      defaultHsn: null,
      defaultGstRate: 18,
    });
    const b = await book();
    const p = await page(b);
    expect(p.statusCode).toBe(200);
    expect(p.json().upi).toBeNull();
    const refused = await claim(b, { utr: utr(), amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This shop takes no UPI payments here: please call us.');
  });

  it('are saved whole, and bad ones are refused naming the field with nothing changed', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ upiId: 'gubbara' }, 'upiId must look like yourshop@okaxis'],
      [{ upiId: 'gub bara@okaxis' }, 'upiId must look like yourshop@okaxis'],
      [{ upiId: '@okaxis' }, 'upiId must look like yourshop@okaxis'],
      [{ payeeName: null }, 'payeeName is needed with a UPI ID'],
      [{ gstin: '29AAGCB1286Q1Z1' }, 'gstin is not valid: check its 15 characters'],
      [{ gstin: '29AAGCB1286Q1Z' }, 'gstin is not valid: check its 15 characters'],
      [{ gstin: '27AAPFU0939F1ZV' }, 'gstin does not belong to the business state'],
      [{ defaultGstRate: 7 }, 'defaultGstRate must be 0, 5, 12, 18 or 28'],
      [{ advanceValue: 101 }, 'advanceValue must be at most 100 (percent)'],
      [{ advanceValue: -1 }, 'advanceValue must be 0 or more'],
      [{ advanceValue: 2.5 }, 'advanceValue must be a whole number'],
      [{ advanceKind: 'half' }, 'advanceKind must be percent or fixed'],
      [{ defaultHsn: '99A' }, 'defaultHsn must be 4 to 8 digits'],
      [{ businessState: 'Gondwana' }, 'businessState must be one of the states and union territories'],
      [{ extra: 1 }, 'body Unrecognized key: "extra"'],
    ];
    const before = await digest();
    for (const [over, message] of bad) {
      const res = await admin('PUT', '/api/admin/payments/settings', { ...SETTINGS, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toBe(message);
    }
    expect(await digest()).toBe(before);
    const ok = await admin('PUT', '/api/admin/payments/settings', { ...SETTINGS, gstin: '29aagcb1286q1z0', defaultHsn: '' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ...SETTINGS, defaultHsn: null });
    expect((await admin('PUT', '/api/admin/payments/settings', SETTINGS)).json()).toEqual(SETTINGS);
    await expectLoginRequired(t, [
      ['GET', '/api/admin/payments/settings'],
      ['PUT', '/api/admin/payments/settings', SETTINGS],
    ]);
  });
});

describe(`paying the advance by UPI on ${dialect}`, () => {
  it('offers the advance due as a UPI link and a QR that scans back to exactly that link', async () => {
    const b = await book(3);
    const advance = Math.round((b.total * 30) / 100);
    const res = await page(b);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const uri = `upi://pay?pa=gubbara.decor%40okaxis&pn=Gubbara%20Decor%20%26%20Co&am=${advance}.00&cu=INR&tr=${b.reference}&tn=${b.reference}%20advance`;
    expect(res.json()).toEqual({
      totals: { total: b.total, advance, paid: 0, claimed: 0, balanceDue: b.total, refundDue: 0, state: 'unpaid' },
      payments: [],
      upi: { upiId: SETTINGS.upiId, payee: SETTINGS.payeeName, kind: 'advance', amount: advance, uri, svg: expect.stringContaining('<svg') },
    });
    const { data, info } = await sharp(Buffer.from(res.json().upi.svg), { density: 300 })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(read?.data).toBe(uri);
  });

  it('takes a 12-digit UTR as a claim, alerts the owner, and refuses the same UTR on any booking', async () => {
    const b = await book();
    const advance = Math.round((b.total * 30) / 100);
    const u = utr();
    const res = await claim(b, { utr: u, amount: advance });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      status: 201,
      message: 'Thank you: the shop will check your payment and confirm it.',
      payment: { kind: 'advance', method: 'upi', amount: advance, utr: u, state: 'claimed', at: expect.any(String) },
      totals: { total: b.total, advance, paid: 0, claimed: advance, balanceDue: b.total, refundDue: 0, state: 'advance claimed' },
    });
    const alert = await t.services.db.selectFrom('outbox').select('payload').where('lead_id', '=', b.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(alert.payload).subject).toBe(`Payment reported for ${b.reference}: Kavya`);
    expect(JSON.parse(alert.payload).text).toContain(`Payment of ₹${advance} (advance, upi, UTR ${u}) reported by the customer: to be checked.`);
    // The claim counts as sent: the page now asks only for the balance.
    expect((await page(b)).json().upi).toMatchObject({ kind: 'balance', amount: b.total - advance });
    const other = await book();
    const before = await digest();
    const again = await claim(other, { utr: u, amount: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409, message: `UTR ${u} is already recorded: check the number in your UPI app.` });
    const owner = await admin('POST', `/api/admin/leads/${other.id}/payments`, { kind: 'advance', method: 'upi', amount: 100, utr: u });
    expect(owner.statusCode).toBe(409);
    expect(await digest()).toBe(before);
  });

  it('refuses 30 bad claims with 4xx and nothing changed', async () => {
    const b = await book();
    const cancelled = await book();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/bookings/${cancelled.reference}/cancel?k=${cancelled.key}`, remoteAddress: freshAddress() })).statusCode,
    ).toBe(200);
    const good = { utr: utr(), amount: 100 };
    const cases: [Booked, unknown, number, string?][] = [
      [b, { ...good, utr: '12345678901' }, 400, 'utr must be the 12-digit UPI reference'],
      [b, { ...good, utr: '1234567890123' }, 400],
      [b, { ...good, utr: '12345678901a' }, 400],
      [b, { ...good, utr: ' 123456789012' }, 400],
      [b, { ...good, utr: '1234-5678-9012' }, 400],
      [b, { ...good, utr: '' }, 400],
      [b, { ...good, utr: 123456789012 }, 400],
      [b, { ...good, utr: null }, 400],
      [b, { ...good, utr: '１２３４５６７８９０１２' }, 400],
      [b, { ...good, utr: '123456789012\n' }, 400],
      [b, { amount: 100 }, 400],
      [b, { ...good, amount: 0 }, 400, 'amount must be at least 1'],
      [b, { ...good, amount: -100 }, 400],
      [b, { ...good, amount: 10 ** 12 }, 400, 'amount must be at most 10000000'],
      [b, { ...good, amount: 99.5 }, 400, 'amount must be a whole number of rupees'],
      [b, { ...good, amount: 0.01 }, 400],
      [b, { ...good, amount: '100' }, 400],
      [b, { ...good, amount: null }, 400],
      [b, { ...good, amount: Number.MAX_SAFE_INTEGER + 2 }, 400],
      [b, { utr: good.utr }, 400],
      [b, { ...good, amount: b.total + 1 }, 400, `amount is more than the balance due (₹${b.total.toLocaleString('en-IN')})`],
      [b, { ...good, extra: 'x' }, 400],
      [b, { ...good, state: 'verified' }, 400],
      [b, [good], 400],
      [b, 'utr=1', 415],
      [cancelled, good, 409, 'This booking is cancelled: it takes no more payments.'],
    ];
    const before = await digest();
    for (const [who, payload, status, message] of cases) {
      const res = await claim(who, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    const wrongKeys = [
      claim(b, good, 'x'.repeat(43)),
      claim(b, good, cancelled.key),
      claim(b, good, ''),
      t.app.inject({ method: 'POST', url: `/api/bookings/${b.reference}/payments`, payload: good, remoteAddress: freshAddress() }),
      t.app.inject({ method: 'POST', url: `/api/bookings/GUB-ZZZZZZ/payments?k=${b.key}`, payload: good, remoteAddress: freshAddress() }),
      t.app.inject({ url: `/api/bookings/${b.reference}/payments?k=${cancelled.key}` }),
    ];
    for (const res of await Promise.all(wrongKeys)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'Booking not found' });
    }
    expect(cases.length + wrongKeys.length).toBeGreaterThanOrEqual(30);
    expect(await digest()).toBe(before);
  });

  it('lets exactly one of 24 concurrent claims of one UTR through, and never more than the balance', async () => {
    const bookings = await Promise.all(Array.from({ length: 6 }, () => book()));
    const u = utr();
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => claim(bookings[i % 6]!, { utr: u, amount: 50 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(23).fill(409)]);
    const rows = await t.services.db.selectFrom('payments').select('id').where('utr', '=', u).execute();
    expect(rows).toHaveLength(1);
    // Distinct UTRs for one booking, each half the total: only two fit.
    const b = await book();
    const half = b.total / 2;
    const many = await Promise.all(Array.from({ length: 20 }, () => claim(b, { utr: utr(), amount: half })));
    expect(many.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(many.every((r) => r.statusCode === 201 || r.statusCode === 409 || r.statusCode === 400)).toBe(true);
    expect((await ledger(b)).totals).toMatchObject({ claimed: b.total, state: 'advance claimed' });
  });
});

describe(`the owner's ledger on ${dialect}`, () => {
  it('verifies and rejects claims, records cash and refunds, and the inbox filters by payment state', async () => {
    const b = await book();
    const advance = Math.round((b.total * 30) / 100);
    const first = (await claim(b, { utr: utr(), amount: advance })).json();
    const wrong = (await claim(b, { utr: utr(), amount: 10 })).json();
    const list = await ledger(b);
    expect(list.payments.map((p: { state: string }) => p.state)).toEqual(['claimed', 'claimed']);
    const [claimId, wrongId] = list.payments.map((p: { id: number }) => p.id);
    expect(first.payment.utr).toBe(list.payments[0].utr);
    expect(wrong.payment.amount).toBe(10);

    const before = await digest();
    const badPatches: [unknown, number, string][] = [
      [{ state: 'rejected' }, 400, 'reason is needed to reject a payment'],
      [{ state: 'claimed' }, 400, 'state must be verified or rejected'],
      [{ state: 'verified', extra: 1 }, 400, 'Unrecognized key'],
    ];
    for (const [payload, status, message] of badPatches) {
      const res = await admin('PATCH', `/api/admin/payments/${claimId}`, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await admin('PATCH', '/api/admin/payments/999999', { state: 'verified' })).statusCode).toBe(404);
    const badEntries: [unknown, number][] = [
      [{ kind: 'advance', method: 'cash', amount: 0 }, 400],
      [{ kind: 'advance', method: 'cash', amount: b.total + 1 }, 400],
      [{ kind: 'advance', method: 'cash', amount: 12.5 }, 400],
      [{ kind: 'gift', method: 'cash', amount: 10 }, 400],
      [{ kind: 'advance', method: 'cheque', amount: 10 }, 400],
      [{ kind: 'advance', method: 'cash', amount: 10, utr: utr() }, 400],
      [{ kind: 'refund', method: 'cash', amount: 1 }, 400],
    ];
    for (const [payload, status] of badEntries)
      expect((await admin('POST', `/api/admin/leads/${b.id}/payments`, payload)).statusCode, JSON.stringify(payload)).toBe(status);
    expect((await admin('POST', '/api/admin/leads/999999/payments', { kind: 'advance', method: 'cash', amount: 10 })).statusCode).toBe(404);
    expect(await digest()).toBe(before);

    const verified = await admin('PATCH', `/api/admin/payments/${claimId}`, { state: 'verified' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Payment verified',
      payment: { state: 'verified', decidedBy: 'owner' },
      totals: { paid: advance, state: 'advance paid', balanceDue: b.total - advance },
    });
    expect((await admin('PATCH', `/api/admin/payments/${claimId}`, { state: 'rejected', reason: 'late' })).statusCode).toBe(409);
    const rejected = await admin('PATCH', `/api/admin/payments/${wrongId}`, { state: 'rejected', reason: 'No such payment in the bank app' });
    expect(rejected.json()).toMatchObject({ payment: { state: 'rejected', reason: 'No such payment in the bank app' }, totals: { claimed: 0 } });

    const filter = async (state: string) =>
      ((await admin('GET', `/api/admin/leads?payment=${encodeURIComponent(state)}&limit=100`)).json().items as { id: number }[]).map((i) => i.id);
    expect(await filter('advance paid')).toContain(b.id);
    expect(await filter('unpaid')).not.toContain(b.id);
    expect((await admin('GET', '/api/admin/leads?payment=owing')).statusCode).toBe(400);

    const cash = await admin('POST', `/api/admin/leads/${b.id}/payments`, { kind: 'balance', method: 'cash', amount: b.total - advance });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json()).toMatchObject({
      message: 'Payment recorded',
      payment: { state: 'verified', method: 'cash', by: 'owner' },
      totals: { paid: b.total, balanceDue: 0, state: 'paid' },
    });
    expect(await filter('paid')).toContain(b.id);
    expect((await admin('POST', `/api/admin/leads/${b.id}/payments`, { kind: 'balance', method: 'cash', amount: 1 })).statusCode).toBe(409);
    expect((await page(b)).json()).toMatchObject({ totals: { state: 'paid', balanceDue: 0 }, upi: null });

    await expectLoginRequired(t, [
      ['GET', `/api/admin/leads/${b.id}/payments`],
      ['POST', `/api/admin/leads/${b.id}/payments`, { kind: 'balance', method: 'cash', amount: 1 }],
      ['GET', '/api/admin/payments.csv?from=2026-01-01&to=2026-01-31'],
    ]);
  });

  it('leaves what was paid beyond the policy due back when the customer cancels, on both sides', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/calendar/settings',
      headers: { cookie },
      payload: { cancellationLadder: [{ hoursBefore: 0, keepPercent: 20 }], processingPercent: 10 },
    });
    const b = await book();
    const adv = await admin('POST', `/api/admin/leads/${b.id}/payments`, { kind: 'advance', method: 'bank', amount: 500 });
    expect(adv.statusCode).toBe(201);
    const done = await t.app.inject({ method: 'POST', url: `/api/bookings/${b.reference}/cancel?k=${b.key}`, remoteAddress: freshAddress() });
    expect(done.statusCode).toBe(200);
    const kept = done.json().kept as number;
    const due = Math.max(0, 500 - kept);
    expect(due).toBeGreaterThan(0);
    expect((await page(b)).json()).toMatchObject({ totals: { paid: 500, refundDue: due, balanceDue: 0, state: 'refund due' }, upi: null });
    expect((await ledger(b)).totals).toMatchObject({ refundDue: due, state: 'refund due' });
    expect((await admin('POST', `/api/admin/leads/${b.id}/payments`, { kind: 'advance', method: 'cash', amount: 1 })).statusCode).toBe(409);
    expect((await admin('POST', `/api/admin/leads/${b.id}/payments`, { kind: 'refund', method: 'bank', amount: 501 })).statusCode).toBe(400);
    const refund = await admin('POST', `/api/admin/leads/${b.id}/payments`, { kind: 'refund', method: 'bank', amount: due });
    expect(refund.json()).toMatchObject({ message: 'Refund recorded', totals: { refundDue: 0, paid: 500 - due, state: 'refunded' } });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/calendar/settings',
      headers: { cookie },
      payload: { cancellationLadder: [{ hoursBefore: 0, keepPercent: 0 }] },
    });
  });

  it('writes the accountant’s sheet with a BOM, India times and formula-safe cells', async () => {
    const b = await book(1, '=HYPERLINK("x")');
    await admin('POST', `/api/admin/leads/${b.id}/payments`, { kind: 'advance', method: 'cash', amount: 7 });
    const today = indiaToday();
    const res = await admin('GET', `/api/admin/payments.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFFDate,Reference,Customer,Kind,Method,Amount,UTR,State\r\n')).toBe(true);
    const line = res.body.split('\r\n').find((l) => l.includes(b.reference))!;
    expect(line).toMatch(new RegExp(`^${today} \\d\\d:\\d\\d,${b.reference},"'=HYPERLINK\\(""x""\\)",advance,cash,7,,verified$`));
    expect((await admin('GET', `/api/admin/payments.csv?from=${addDays(today, 1)}&to=${addDays(today, 1)}`)).body).not.toContain(b.reference);
    for (const q of ['from=2026-01-02&to=2026-01-01', 'from=2026-02-30&to=2026-03-01', 'from=2025-01-01&to=2026-06-01', 'to=2026-01-01']) {
      expect((await admin('GET', `/api/admin/payments.csv?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('keeps the totals equal between the customer’s page, the owner’s ledger and the sheet (property)', async () => {
    const sheetSum = async (reference: string) => {
      const today = indiaToday();
      const csv = (await admin('GET', `/api/admin/payments.csv?from=${addDays(today, -1)}&to=${addDays(today, 1)}`)).body;
      let paid = 0;
      let claimed = 0;
      for (const l of csv.split('\r\n').filter((x) => x.includes(`,${reference},`))) {
        const cells = l.split(',');
        const [kind, amount, state] = [cells.at(-5)!, Number(cells.at(-3)), cells.at(-1)!];
        if (state === 'verified') paid += kind === 'refund' ? -amount : amount;
        if (state === 'claimed') claimed += amount;
      }
      return { paid, claimed };
    };
    const step = fc.oneof(
      fc.record({ op: fc.constant('claim' as const), amount: fc.integer({ min: 1, max: 400 }), decide: fc.constantFrom('verified', 'rejected', null) }),
      fc.record({ op: fc.constant('cash' as const), amount: fc.integer({ min: 1, max: 400 }) }),
      fc.record({ op: fc.constant('refund' as const), amount: fc.integer({ min: 1, max: 300 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const b = await book(1);
        for (const s of steps) {
          if (s.op === 'claim') {
            const r = await claim(b, { utr: utr(), amount: s.amount });
            if (r.statusCode === 201 && s.decide) {
              const id = (await ledger(b)).payments.at(-1).id;
              await admin('PATCH', `/api/admin/payments/${id}`, { state: s.decide, reason: s.decide === 'rejected' ? 'not in the bank app' : null });
            }
          } else {
            await admin('POST', `/api/admin/leads/${b.id}/payments`, { kind: s.op === 'cash' ? 'balance' : 'refund', method: 'cash', amount: s.amount });
          }
        }
        const owner = (await ledger(b)).totals;
        const customer = (await page(b)).json().totals;
        const sheet = await sheetSum(b.reference);
        expect(customer).toEqual(owner);
        expect({ paid: owner.paid, claimed: owner.claimed }).toEqual(sheet);
        expect(owner.balanceDue).toBe(Math.max(0, b.total - owner.paid));
        expect(owner.paid).toBeGreaterThanOrEqual(0);
        expect(owner.paid).toBeLessThanOrEqual(b.total);
      }),
      { numRuns: 12 },
    );
  });
});

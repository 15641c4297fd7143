// Quotes and tax invoices on a real database, read back from the PDFs' own text: the per-product HSN
// code and GST rate, the owner's quote (line prices, a discount, a validity date) written onto the
// order, the customer's copies behind the booking page's key, a tax invoice with CGST and SGST inside
// the business's state and IGST across a state border, a bill of supply without a GSTIN, the total in
// Indian words, a Devanagari name printed, the numbers handed out consecutively by 20 owners pressing
// at once on two instances of the app, and bad input refused with nothing changed.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { prepare } from '../../server/bootstrap.ts';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { financialYear, invoiceNumber } from '../../shared/tax-document.ts';
import { ADMIN_ENV, expectLoginRequired, login, multipart, validProduct } from '../helpers/admin.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

let cookie: string;
let nextAddress = 1;
const freshAddress = () => `10.42.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const FY = financialYear(indiaToday());
/** How many invoice numbers this file has handed out so far. */
let issued = 0;

const t = testContextForFile({
  demo: 0,
  env: { ...ADMIN_ENV, PUBLIC_BASE_URL: 'https://shop.example.in', ORDERS_PER_ADDRESS_HOURLY: '1000' },
});

const SETTINGS = {
  upiId: 'gubbara.decor@okaxis',
  payeeName: 'Gubbara Decor',
  advanceKind: 'percent',
  advanceValue: 30,
  gstin: '29AAGCB1286Q1Z0',
  legalName: 'Gubbara Decor Private Limited',
  businessState: 'Karnataka',
  defaultHsn: '998596',
  defaultGstRate: 18,
};
const BUYER_GSTIN = '27AAPFU0939F1ZV';

const admin = (method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: unknown, app = t.app) =>
  app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

interface Booked {
  reference: string;
  key: string;
  id: number;
  total: number;
}

/** Products: a foil heart with its own HSN code and 12% GST, and a backdrop on the shop's defaults. */
const products: { heart: number; backdrop: number } = { heart: 0, backdrop: 0 };

async function saveProduct(over: Record<string, string>): Promise<{ statusCode: number; body: string; json(): any }> {
  const form = await multipart(validProduct(over));
  return t.app.inject({ method: 'POST', url: '/api/admin/saveProduct', payload: form.payload, headers: { ...form.headers, cookie } });
}

/** An order through the real order call: `lines` of [product, quantity], the venue at `pincode`. */
async function book(lines: [number, number][], over: { name?: string; pincode?: string } = {}): Promise<Booked> {
  const sess = randomUUID();
  for (const [id, q] of lines) {
    const add = await t.app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${id}&quantity=${q}`, headers: { 'x-session-id': sess } });
    expect(add.statusCode, add.body).toBe(200);
  }
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${sess}`,
    headers: { 'x-session-id': sess },
    remoteAddress: freshAddress(),
    payload: {
      name: over.name ?? 'Kavya Rao',
      phone: '9811122233',
      eventDate: addDays(indiaToday(), 10),
      pincode: over.pincode ?? '560038',
      address: '12 CMH Road',
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  const key = new URL(r.json().statusUrl).searchParams.get('k')!;
  return { reference: r.json().reference, key, id: r.json().id, total: r.json().total };
}

async function confirm(b: Booked, app = t.app): Promise<void> {
  const r = await admin('PATCH', `/api/admin/leads/${b.id}`, { status: 'confirmed' }, app);
  expect(r.statusCode, r.body).toBe(200);
}

const pdfOf = async (res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string }) => {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
};

/** Everything a refused call must leave as it was. */
async function digest(): Promise<string> {
  const db = t.services.db;
  const all = await Promise.all(
    (['leads', 'lead_items', 'lead_events', 'lead_quotes', 'invoices', 'invoice_counters', 'payment_states', 'payments'] as const).map((n) =>
      db.selectFrom(n).selectAll().execute(),
    ),
  );
  return JSON.stringify(all.map((rows) => rows.map((r) => JSON.stringify(r)).sort()));
}

beforeAll(async () => {
  cookie = await login(t);
  const saved = await admin('PUT', '/api/admin/payments/settings', SETTINGS);
  expect(saved.statusCode, saved.body).toBe(200);
  const heart = await saveProduct({ title: 'Rose Gold Heart', price: '1120', hsn: '9505', gstrate: '12' });
  expect(heart.statusCode, heart.body).toBe(201);
  const backdrop = await saveProduct({ title: 'Sequin Backdrop', price: '2360' });
  expect(backdrop.statusCode, backdrop.body).toBe(201);
  products.heart = heart.json().id;
  products.backdrop = backdrop.json().id;
});

describe(`the HSN/SAC code and GST rate of a product on ${dialect}`, () => {
  it('are in the product’s answer, empty for the shop’s defaults', async () => {
    const heart = (await t.app.inject({ url: `/api/home/product/${products.heart}` })).json();
    expect(heart).toMatchObject({ hsn: '9505', gstrate: 12 });
    const backdrop = (await t.app.inject({ url: `/api/home/product/${products.backdrop}` })).json();
    expect(backdrop).toMatchObject({ hsn: '', gstrate: null });
  });

  it('refuses a rate off the GST slabs and a code that is not 4 to 8 digits', async () => {
    const rate = await saveProduct({ title: 'Bad rate', gstrate: '7' });
    expect(rate.statusCode).toBe(400);
    expect(rate.body).toContain('must be 0, 5, 12, 18 or 28');
    const code = await saveProduct({ title: 'Bad code', hsn: '95A5' });
    expect(code.statusCode).toBe(400);
    expect(code.body).toContain('must be 4 to 8 digits');
  });
});

describe(`a quote on ${dialect}`, () => {
  it('prints the order with its taxes and validity for the customer (with the key) and the owner', async () => {
    const b = await book([
      [products.heart, 2],
      [products.backdrop, 1],
    ]);
    expect(b.total).toBe(2 * 1120 + 2360);
    const text = await pdfOf(await t.app.inject({ url: `/api/bookings/${b.reference}/quote.pdf?k=${b.key}` }));
    expect(text).toContain('Quotation');
    expect(text).toContain(`Order: ${b.reference}`);
    expect(text).toContain('Rose Gold Heart');
    // 2 × ₹1,120 at 12%: ₹2,000.00 taxable, ₹120.00 + ₹120.00; ₹2,360 at 18% (the default, its HSN too): ₹2,000.00, ₹180.00 + ₹180.00.
    expect(text).toContain('9505');
    expect(text).toContain('998596');
    expect(text).toContain('Taxable value');
    expect(text).toContain('₹4,000.00');
    expect(text).toContain('₹300.00');
    expect(text).toContain('₹4,600');
    expect(text).toContain('Four Thousand Six Hundred Rupees Only');
    expect(text).toMatch(/Valid until: \w{3} \d{1,2} \w{3} \d{4}/);
    expect(text).toContain('Place of supply: Karnataka (29)');
    const owner = await pdfOf(await admin('GET', `/api/admin/leads/${b.id}/quote.pdf`));
    expect(owner).toContain('Quotation');
    expect(owner).toContain('₹4,600');
    for (const url of [`/api/bookings/${b.reference}/quote.pdf?k=wrong`, `/api/bookings/${b.reference}/quote.pdf`, '/api/bookings/GUB-ZZZZZZ/quote.pdf?k=x']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
    expect((await admin('GET', '/api/admin/leads/999999/quote.pdf')).statusCode).toBe(404);
  });

  it('takes the owner’s prices and discount onto the order: one total on the page, the ledger and the PDF', async () => {
    const b = await book([
      [products.heart, 2],
      [products.backdrop, 1],
    ]);
    const lines = await t.services.db.selectFrom('lead_items').select(['id', 'title']).where('lead_id', '=', b.id).orderBy('id').execute();
    const backdropLine = lines.find((l) => l.title === 'Sequin Backdrop')!;
    const res = await admin('PUT', `/api/admin/leads/${b.id}/quote`, { lines: [{ id: backdropLine.id, price: 2000 }], discount: 240 });
    expect(res.statusCode, res.body).toBe(200);
    const total = 2 * 1120 + 2000 - 240;
    expect(res.json()).toEqual({
      status: 200,
      message: 'Quote saved',
      quote: { discount: 240, validUntil: addDays(indiaToday(), 15), total, updatedAt: expect.any(String), updatedBy: 'owner' },
    });
    expect((await admin('GET', `/api/admin/leads/${b.id}/payments`)).json().totals.total).toBe(total);
    expect((await t.app.inject({ url: `/api/bookings/${b.reference}/payments?k=${b.key}` })).json().totals.total).toBe(total);
    expect((await admin('GET', `/api/admin/leads/${b.id}/documents`)).json()).toEqual({
      quote: res.json().quote,
      invoice: null,
      lines: [
        { id: lines[0]!.id, title: 'Rose Gold Heart', quantity: 2, price: 1120 },
        { id: backdropLine.id, title: 'Sequin Backdrop', quantity: 1, price: 2000 },
      ],
    });
    const text = await pdfOf(await t.app.inject({ url: `/api/bookings/${b.reference}/quote.pdf?k=${b.key}` }));
    expect(text).toContain('Total before discount');
    expect(text).toContain('Discount -₹240.00');
    expect(text).toContain(`₹${total.toLocaleString('en-IN')}`);
  });

  it('refuses bad quotes with 4xx and nothing changed', async () => {
    const b = await book([[products.heart, 1]]);
    const [line] = await t.services.db.selectFrom('lead_items').select('id').where('lead_id', '=', b.id).execute();
    const bad: [string, unknown, number, string][] = [
      [`/api/admin/leads/${b.id}/quote`, { discount: -1 }, 400, 'discount must be 0 or more'],
      [`/api/admin/leads/${b.id}/quote`, { discount: 1121 }, 400, "discount must be at most the order's total before it (₹1,120)"],
      [`/api/admin/leads/${b.id}/quote`, { discount: 10.5 }, 400, 'discount must be a whole number of rupees'],
      [`/api/admin/leads/${b.id}/quote`, { discount: 1e12 }, 400, 'discount must be at most 10000000'],
      [`/api/admin/leads/${b.id}/quote`, { lines: [{ id: line!.id, price: -5 }] }, 400, 'lines.0.price price must be 0 or more'],
      [`/api/admin/leads/${b.id}/quote`, { lines: [{ id: 999999, price: 5 }] }, 400, 'lines id 999999 is not a line of this order'],
      [
        `/api/admin/leads/${b.id}/quote`,
        {
          lines: [
            { id: line!.id, price: 5 },
            { id: line!.id, price: 6 },
          ],
        },
        400,
        'lines must name each line once',
      ],
      [`/api/admin/leads/${b.id}/quote`, { extra: true }, 400, 'body Unrecognized key: "extra"'],
      [`/api/admin/leads/999999/quote`, { discount: 0 }, 404, 'Order 999999 not found'],
    ];
    const before = await digest();
    for (const [url, body, status, message] of bad) {
      const res = await admin('PUT', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await digest()).toBe(before);
    await expectLoginRequired(t, [
      ['PUT', `/api/admin/leads/${b.id}/quote`, { discount: 0 }],
      ['GET', `/api/admin/leads/${b.id}/quote.pdf`],
      ['GET', `/api/admin/leads/${b.id}/documents`],
    ]);
  });

  it('keeps the quote’s total, the ledger’s and the booking page’s equal for any prices and discount (property)', async () => {
    const b = await book([
      [products.heart, 3],
      [products.backdrop, 2],
    ]);
    const lines = await t.services.db.selectFrom('lead_items').select(['id']).where('lead_id', '=', b.id).orderBy('id').execute();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99_999 }), fc.nat({ max: 1000 }), async (p1, p2, off) => {
        const gross = 3 * p1 + 2 * p2;
        const discount = Math.min(off, gross);
        const res = await admin('PUT', `/api/admin/leads/${b.id}/quote`, {
          lines: [
            { id: lines[0]!.id, price: p1 },
            { id: lines[1]!.id, price: p2 },
          ],
          discount,
        });
        expect(res.statusCode, res.body).toBe(200);
        const total = gross - discount;
        expect((await admin('GET', `/api/admin/leads/${b.id}/payments`)).json().totals.total).toBe(total);
        expect((await t.app.inject({ url: `/api/bookings/${b.reference}/payments?k=${b.key}` })).json().totals.total).toBe(total);
        const text = await pdfOf(await admin('GET', `/api/admin/leads/${b.id}/quote.pdf`));
        expect(text).toContain(`Total ₹${total.toLocaleString('en-IN')}`);
      }),
      { numRuns: 6 },
    );
  });
});

describe(`a tax invoice on ${dialect}`, () => {
  it('is refused before the order is confirmed, for an unknown order and with a bad GSTIN, with nothing changed', async () => {
    const b = await book([[products.heart, 1]]);
    const before = await digest();
    const early = await admin('POST', `/api/admin/leads/${b.id}/invoice`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a confirmed order can be invoiced: this one is new. Confirm it first.');
    const unknown = await admin('POST', '/api/admin/leads/999999/invoice', {});
    expect(unknown.statusCode).toBe(404);
    for (const gstin of ['29AAGCB1286Q1Z1', '29AAGCB1286Q1Z', 'not a gstin']) {
      const res = await admin('POST', `/api/admin/leads/${b.id}/invoice`, { buyerGstin: gstin });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('buyerGstin is not valid: check its 15 characters');
    }
    const long = await admin('POST', `/api/admin/leads/${b.id}/invoice`, { buyerName: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('buyerName must be at most 200 characters');
    expect((await t.app.inject({ url: `/api/bookings/${b.reference}/invoice.pdf?k=${b.key}` })).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/invoices/GUB-2026-27-9999.pdf')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/invoices/nonsense.pdf')).statusCode).toBe(404);
    expect(await digest()).toBe(before);
    await expectLoginRequired(t, [
      ['POST', `/api/admin/leads/${b.id}/invoice`, {}],
      ['GET', '/api/admin/invoices/GUB-2026-27-0001.pdf'],
    ]);
  });

  it('splits the tax into CGST and SGST within the business’s state, once per order', async () => {
    const b = await book([
      [products.heart, 2],
      [products.backdrop, 1],
    ]);
    await confirm(b);
    const res = await admin('POST', `/api/admin/leads/${b.id}/invoice`, { buyerName: 'Acme Events LLP', buyerGstin: BUYER_GSTIN.toLowerCase() });
    expect(res.statusCode, res.body).toBe(201);
    issued += 1;
    const number = invoiceNumber(FY, issued);
    const slug = number.replaceAll('/', '-');
    expect(res.json()).toEqual({
      status: 201,
      message: `Invoice ${number} issued`,
      invoice: { number, slug, kind: 'tax invoice', date: indiaToday(), total: 4600, issuedAt: expect.any(String), issuedBy: 'owner' },
    });
    expect(number.length).toBeLessThanOrEqual(16);
    const again = await admin('POST', `/api/admin/leads/${b.id}/invoice`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 200, message: `This order is already invoiced: ${number}`, invoice: res.json().invoice });
    const text = await pdfOf(await admin('GET', `/api/admin/invoices/${slug}.pdf`));
    for (const s of [
      'Tax Invoice',
      `Invoice No.: ${number}`,
      'Gubbara Decor Private Limited',
      `GSTIN: ${SETTINGS.gstin}`,
      'State: Karnataka (29)',
      'Acme Events LLP',
      `GSTIN: ${BUYER_GSTIN}`,
      'Place of supply: Karnataka (29)',
      'CGST ₹',
      'SGST ₹',
      '2,000.00',
      '120.00',
      '180.00',
      'Taxable value',
      '₹4,000.00',
      '₹300.00',
      'Total ₹4,600',
      'Four Thousand Six Hundred Rupees Only',
    ])
      expect(text, s).toContain(s);
    expect(text).not.toContain('IGST');
    // The customer's copy, behind the booking page's key.
    const customer = await pdfOf(await t.app.inject({ url: `/api/bookings/${b.reference}/invoice.pdf?k=${b.key}` }));
    expect(customer).toContain(`Invoice No.: ${number}`);
    expect((await t.app.inject({ url: `/api/bookings/${b.reference}/invoice.pdf?k=wrong` })).statusCode).toBe(404);
    // An invoiced order's prices no longer change.
    const requote = await admin('PUT', `/api/admin/leads/${b.id}/quote`, { discount: 10 });
    expect(requote.statusCode).toBe(409);
    expect(requote.json().message).toBe(`This order is invoiced (${number}): its prices can no longer change.`);
  });

  it('charges IGST across a state border, prints a Devanagari name and the words for ₹1,23,45,678', async () => {
    const b = await book([[products.backdrop, 1]], { name: 'राम कुमार', pincode: '110001' });
    const [line] = await t.services.db.selectFrom('lead_items').select('id').where('lead_id', '=', b.id).execute();
    expect((await admin('PUT', `/api/admin/leads/${b.id}/quote`, { lines: [{ id: line!.id, price: 12345678 }] })).statusCode).toBe(200);
    await confirm(b);
    const res = await admin('POST', `/api/admin/leads/${b.id}/invoice`, {});
    expect(res.statusCode, res.body).toBe(201);
    issued += 1;
    expect(res.json().invoice.number).toBe(invoiceNumber(FY, issued));
    const text = await pdfOf(await admin('GET', `/api/admin/invoices/${res.json().invoice.slug}.pdf`));
    // ₹1,23,45,678 at 18%: ₹1,04,62,438.98 taxable (rounded to the paisa) and the rest, ₹18,83,239.02, IGST.
    for (const s of [
      'राम कुमार',
      'Place of supply: Delhi (07)',
      'IGST ₹',
      '1 Sequin Backdrop 998596 1 1,23,45,678.00 1,04,62,438.98 18% 18,83,239.02 1,23,45,678.00',
      'Taxable value ₹1,04,62,438.98',
      'IGST ₹18,83,239.02',
      'Total ₹1,23,45,678',
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees Only',
    ])
      expect(text, s).toContain(s);
    expect(text).not.toContain('CGST');
  });

  it('is a bill of supply without tax lines when the shop has no GSTIN', async () => {
    expect((await admin('PUT', '/api/admin/payments/settings', { ...SETTINGS, gstin: null })).statusCode).toBe(200);
    try {
      const b = await book([[products.heart, 1]]);
      await confirm(b);
      const res = await admin('POST', `/api/admin/leads/${b.id}/invoice`, {});
      expect(res.statusCode, res.body).toBe(201);
      issued += 1;
      expect(res.json().invoice).toMatchObject({ number: invoiceNumber(FY, issued), kind: 'bill of supply', total: 1120 });
      const text = await pdfOf(await admin('GET', `/api/admin/invoices/${res.json().invoice.slug}.pdf`));
      expect(text).toContain('Bill of Supply');
      expect(text).toContain('Not registered under GST');
      expect(text).toContain('The supplier is not registered under GST: no tax is charged on this bill.');
      expect(text).toContain('Total ₹1,120');
      expect(text).toContain('One Thousand One Hundred Twenty Rupees Only');
      for (const s of ['CGST', 'SGST', 'IGST', 'Taxable', 'GST %']) expect(text, s).not.toContain(s);
    } finally {
      expect((await admin('PUT', '/api/admin/payments/settings', SETTINGS)).statusCode).toBe(200);
    }
  });
});

describe(`invoice numbers on ${dialect}`, () => {
  let second: Awaited<ReturnType<typeof prepare>>;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // A second instance of the app on the same database, as a second server would be.
    second = await prepare(t.config);
    other = await buildApp(second.services);
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await second?.handle.close();
  });

  it('are consecutive and unique when 20 owners on two instances issue at once', async () => {
    const orders: Booked[] = [];
    for (let i = 0; i < 20; i++) orders.push(await book([[products.heart, 1]]));
    for (const b of orders) await confirm(b);
    const answers = await Promise.all(orders.map((b, i) => admin('POST', `/api/admin/leads/${b.id}/invoice`, {}, i % 2 ? other : t.app)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const numbers = answers.map((a) => a.json().invoice.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => invoiceNumber(FY, issued + i + 1)));
    issued += 20;
    const counter = await t.services.db.selectFrom('invoice_counters').selectAll().where('fy', '=', FY).executeTakeFirstOrThrow();
    expect(counter.last).toBe(issued);
  });

  it('give one order one invoice when ten press at once, and skip no number', async () => {
    const b = await book([[products.backdrop, 1]]);
    await confirm(b);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => admin('POST', `/api/admin/leads/${b.id}/invoice`, {}, i % 2 ? other : t.app)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    issued += 1;
    for (const a of answers) expect(a.json().invoice.number).toBe(invoiceNumber(FY, issued));
    const next = await book([[products.backdrop, 1]]);
    await confirm(next);
    const after = await admin('POST', `/api/admin/leads/${next.id}/invoice`, {});
    issued += 1;
    expect(after.json().invoice.number).toBe(invoiceNumber(FY, issued));
  });
});

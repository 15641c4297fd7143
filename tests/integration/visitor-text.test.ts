// Text from visitors is only ever text, on a real database: broken UTF-16 refused before anything is
// written, e-mail addresses that cannot carry link parameters, alert e-mails whose visitor lines cannot
// pass for the shop's own, and spreadsheet cells that never run as formulas.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { parse } from 'csv-parse/sync';
import { ADMIN_ENV, login, multipart } from '../helpers/admin.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

let cookie: string;
let products: { id: number }[];
let nextAddress = 1;
const freshAddress = () => `10.30.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const t = testContextForFile({ demo: 3, env: { ...ADMIN_ENV, BUSINESS_WHATSAPP: '9812345678' } });
beforeAll(async () => {
  cookie = await login(t);
  products = (await t.app.inject({ url: '/api/home/products' })).json();
});

const tomorrow = () => addDays(indiaToday(), 1);
const enquiry = { name: 'Asha Rao', phone: '9876543210', enquiryabout: 'Balloon arch for a birthday' };
const franchise = { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '9123456780', address: '4 Park Street', area: '250', businessbudget: '10 lakh' };
const order = () => ({ name: 'Meera', phone: '9876501234', eventDate: tomorrow(), pincode: '400001', address: 'Hall 2, Juhu', notes: 'Pastel' });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: freshAddress(), headers });

async function cartWithOne(): Promise<string> {
  const sess = randomUUID();
  const r = await t.app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${products[0]!.id}&quantity=2`, headers: { 'x-session-id': sess } });
  expect(r.statusCode).toBe(200);
  return sess;
}

/** Every row a public write may add or change. */
async function digest(): Promise<string> {
  const db = t.services.db;
  const [leads, items, outbox, cartItems] = await Promise.all([
    db.selectFrom('leads').selectAll().orderBy('id').execute(),
    db.selectFrom('lead_items').selectAll().orderBy('id').execute(),
    db.selectFrom('outbox').selectAll().orderBy('id').execute(),
    db.selectFrom('cart_items').select(['id', 'quantity']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ leads, items, outbox, cartItems });
}

const BROKEN = { status: 400, message: 'Request body holds broken text (a lone UTF-16 surrogate)' };

describe(`broken UTF-16 in a public write on ${dialect}`, () => {
  it.each([
    ['an enquiry name', '/api/leads/enquiry', { ...enquiry, name: 'A\ud800' }],
    ['an enquiry text', '/api/leads/enquiry', { ...enquiry, enquiryabout: 'Arch \udc00 please' }],
    ['a franchise address', '/api/leads/franchise', { ...franchise, address: '\ud83c' }],
    ['an unknown extra field', '/api/leads/franchise', { ...franchise, extra: ['x', { deep: 'y\udfff' }] }],
  ])('refuses %s as a 400 and stores nothing', async (_what, url, payload) => {
    const before = await digest();
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BROKEN);
    expect(await digest()).toBe(before);
  });

  it('refuses an order whose name holds a lone surrogate before the order is saved or the cart emptied', async () => {
    const sess = await cartWithOne();
    const before = await digest();
    const res = await post(`/api/orders/${sess}`, { ...order(), name: 'A\ud800' }, { 'x-session-id': sess });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BROKEN);
    expect(await digest()).toBe(before);
    const cart = await t.app.inject({ url: `/api/cart/getcart/${sess}`, headers: { 'x-session-id': sess } });
    expect(cart.json().totalQuantity).toBe(2);
  });

  it('refuses one in an admin write too', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/admin/leads/1', headers: { cookie }, payload: { note: 'x\ud800' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BROKEN);
  });

  it('keeps whole emoji and other languages', async () => {
    const res = await post('/api/leads/enquiry', { ...enquiry, name: 'आशा 🎈', enquiryabout: 'गुब्बारे 🎈🎉' });
    expect(res.statusCode).toBe(201);
    const lead = await t.services.db.selectFrom('leads').select(['name', 'enquiry_about']).where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(lead).toEqual({ name: 'आशा 🎈', enquiry_about: 'गुब्बारे 🎈🎉' });
  });
});

describe(`e-mail addresses on ${dialect}`, () => {
  it("refuses a franchise e-mail that would add a hidden Bcc and a body to the admin's e-mail button, storing nothing", async () => {
    const before = await digest();
    const res = await post('/api/leads/franchise', { ...franchise, email: 'x@y.io?bcc=attacker%40evil.example&body=Pay%20now' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'Invalid email address.', field: 'email' });
    expect(await digest()).toBe(before);
  });
});

describe(`spreadsheet cells on ${dialect}`, () => {
  it('quotes a leads-export cell holding a ; so a semicolon-separated Excel keeps it one cell of text', async () => {
    const res = await post('/api/leads/enquiry', { ...enquiry, name: 'Ravi;=2+3', enquiryabout: 'tab\there, comma' });
    expect(res.statusCode).toBe(201);
    const csv = await t.app.inject({ url: '/api/admin/leads/export.csv?type=enquiry', headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    const row = csv.rawPayload
      .toString('utf8')
      .split('\r\n')
      .find((l) => l.startsWith(res.json().reference))!;
    expect(row).toContain(',"Ravi;=2+3",');
    expect(row).toContain(',"tab here, comma",');
  });

  it('refuses an uploaded product cell starting with + - @ (not a number) as it does =', async () => {
    const exported = await t.app.inject({ url: '/api/admin/products/export.csv', headers: { cookie } });
    const [header, ...rows] = parse(exported.rawPayload.toString('utf8'), { bom: true }) as string[][];
    const col = (name: string) => header!.indexOf(name);
    const row = [...rows[0]!];
    row[col('title')] = "+cmd|' /C calc'!A0";
    row[col('brand')] = '@SUM(A1)';
    row[col('material')] = '-2+3+cmd';
    const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
    const file = [header!, row].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
    const form = await multipart({}, [{ field: 'file', bytes: Buffer.from(file, 'utf8'), filename: 'products.csv', type: 'text/csv' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/products/import?dryRun=1', headers: { cookie, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    const formula = (c: string) => `starts with "${c}", which a spreadsheet may run as a formula: write ' at its start to keep it as text`;
    expect(res.json().errors).toEqual([
      { row: 2, field: 'title', message: formula('+'), value: "+cmd|' /C calc'!A0" },
      { row: 2, field: 'material', message: formula('-'), value: '-2+3+cmd' },
      { row: 2, field: 'brand', message: formula('@'), value: '@SUM(A1)' },
    ]);
  });
});

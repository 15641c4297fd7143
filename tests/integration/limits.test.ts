// Per-address limits of the public writes on a real database: order requests counted per address as
// well as per cart, and refused submissions never counted.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { type TestContext, createTestContext, dialect, testContextForFile } from '../helpers/test-db.ts';

let products: { id: number }[];
// The counting is the same at any limit: 5 per address keeps these tests short (the default is 60).
const t = testContextForFile({ demo: 2, env: { FORMS_PER_ADDRESS: '5' } });
beforeAll(async () => {
  products = (await t.app.inject({ url: '/api/home/products' })).json();
});

const tomorrow = () => addDays(indiaToday(), 1);
const order = () => ({ name: 'Meera', phone: '9876501234', eventDate: tomorrow(), pincode: '400001' });
const enquiry = { name: 'Asha Rao', phone: '9876543210', enquiryabout: 'Balloon arch' };

async function cartWithOne(): Promise<string> {
  const sess = randomUUID();
  const r = await t.app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${products[0]!.id}&quantity=1`, headers: { 'x-session-id': sess } });
  expect(r.statusCode).toBe(200);
  return sess;
}
const orderFrom = (address: string, sess: string, payload: object = order()) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${sess}`, payload, headers: { 'x-session-id': sess }, remoteAddress: address });
const leadCount = async () =>
  Number(
    (
      await t.services.db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`order requests per address on ${dialect}`, () => {
  it('takes 12 orders from one address in an hour, each from a new cart, and answers the 13th with our 429', async () => {
    const address = '10.40.0.1';
    for (let i = 0; i < 12; i++) expect((await orderFrom(address, await cartWithOne())).statusCode, `order ${i + 1}`).toBe(201);
    const sess = await cartWithOne();
    const before = await leadCount();
    const res = await orderFrom(address, sess);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 429, message: expect.stringMatching(/^Too many requests: please try again in \d+ (?:minutes?|hour)\.$/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await leadCount()).toBe(before);
    const cart = await t.app.inject({ url: `/api/cart/getcart/${sess}`, headers: { 'x-session-id': sess } });
    expect(cart.json().totalQuantity).toBe(1);
    expect((await orderFrom('10.40.0.2', sess)).statusCode).toBe(201);
  });
});

describe(`order totals on ${dialect}`, () => {
  it('refuses an order whose total a 32-bit column cannot hold as a 400, keeping the cart and storing nothing', async () => {
    const product = products[1]!.id;
    await t.services.db.updateTable('products').set({ price: 9_999_999 }).where('id', '=', product).execute();
    const sess = randomUUID();
    const add = await t.app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${product}&quantity=999`, headers: { 'x-session-id': sess } });
    expect(add.statusCode).toBe(200);
    const before = await leadCount();
    const res = await orderFrom('10.40.3.1', sess);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'This order is too large to request online: please call or WhatsApp us.' });
    expect(await leadCount()).toBe(before);
    const cart = await t.app.inject({ url: `/api/cart/getcart/${sess}`, headers: { 'x-session-id': sess } });
    expect(cart.json().totalQuantity).toBe(999);
  });
});

describe(`refused submissions are not counted on ${dialect}`, () => {
  it('lets an address that sent 20 invalid enquiries still send its 5 valid ones', async () => {
    const address = '10.40.1.1';
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/leads/enquiry', payload: { ...enquiry, phone: '12' }, remoteAddress: address });
      expect(res.statusCode).toBe(400);
    }
    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ method: 'POST', url: '/api/leads/enquiry', payload: enquiry, remoteAddress: address })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/leads/enquiry', payload: enquiry, remoteAddress: address })).statusCode).toBe(429);
  });

  it('counts no invalid order request against the cart or the address', async () => {
    const address = '10.40.2.1';
    const sess = await cartWithOne();
    for (let i = 0; i < 14; i++) expect((await orderFrom(address, sess, { ...order(), pincode: '1' })).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) expect((await orderFrom(address, sess, { ...order(), name: 'A\ud800' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${sess}`, payload: order(), remoteAddress: address })).statusCode).toBe(404);
    expect((await orderFrom(address, sess)).statusCode).toBe(201);
  });
});

describe(`the client address behind a proxy (TRUST_PROXY) on ${dialect}`, () => {
  const contexts = new Map<string, TestContext>();
  beforeAll(async () => {
    for (const value of ['1', '2', 'true', '127.0.0.1', '127.0.0.1, 10.0.0.0/8', 'false'])
      contexts.set(value, await createTestContext({ demo: 0, env: { TRUST_PROXY: value, FORMS_PER_ADDRESS: '5' } }));
  });
  afterAll(async () => {
    for (const c of contexts.values()) await c.close();
  });

  /** The address the lead limit counted for one enquiry. */
  async function counted(trust: string, forwardedFor: string | undefined, socket = '127.0.0.1'): Promise<string> {
    const c = contexts.get(trust)!;
    await c.services.db.deleteFrom('rate_limits').execute();
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/leads/enquiry',
      payload: enquiry,
      remoteAddress: socket,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    expect(res.statusCode).toBe(201);
    // The address's count (the phone number has a count of its own).
    const rows = await c.services.db.selectFrom('rate_limits').select('key').where('key', 'not like', '%-phone:%').execute();
    expect(rows.map((r) => r.key)).toHaveLength(1);
    return rows[0]!.key.replace(/public-leads$/, '');
  }

  it.each([
    // One proxy that appends: the client wrote 1.2.3.4 itself; the proxy saw 10.0.0.7.
    ['1', '1.2.3.4, 10.0.0.7', '127.0.0.1', '10.0.0.7'],
    ['2', '1.2.3.4, 10.0.0.7', '127.0.0.1', '1.2.3.4'],
    ['true', '1.2.3.4, 10.0.0.7', '127.0.0.1', '10.0.0.7'],
    ['127.0.0.1', '1.2.3.4, 10.0.0.7', '127.0.0.1', '10.0.0.7'],
    ['127.0.0.1, 10.0.0.0/8', '1.2.3.4, 10.0.0.7', '127.0.0.1', '1.2.3.4'],
    // A proxy that replaces the header (Caddy): one entry, the visitor.
    ['true', '198.51.100.5', '127.0.0.1', '198.51.100.5'],
    // Someone reaching the app directly, not through the listed proxy, chooses nothing.
    ['true', '1.2.3.4', '203.0.113.9', '203.0.113.9'],
    ['127.0.0.1', '1.2.3.4', '203.0.113.9', '203.0.113.9'],
    ['false', '1.2.3.4, 10.0.0.7', '127.0.0.1', '127.0.0.1'],
  ])('TRUST_PROXY=%s, X-Forwarded-For: %s from %s counts %s', async (trust, xff, socket, expected) => {
    expect(await counted(trust, xff, socket)).toBe(expected);
  });

  it('refuses a value that is neither a count nor proxy addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'caddy' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,::1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '::1', '10.0.0.0/8']);
  });
});

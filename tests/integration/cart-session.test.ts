// POST /api/cart/session on a real database: the cart cookie (set by a form post made without scripts)
// and the scripts' sessId become one cart, the scripts' one, with the cookie pointed at it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '../../shared/cart.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let products: { id: number }[];

const t = testContextForFile({ demo: 12 });
beforeAll(async () => {
  products = (await t.app.inject({ method: 'GET', url: '/api/home/products' })).json();
});

function session(opts: { header?: string; cookie?: string }) {
  const headers: Record<string, string> = {};
  if (opts.header !== undefined) headers['x-session-id'] = opts.header;
  if (opts.cookie !== undefined) headers.cookie = `other=1; gubbara_cart=${opts.cookie}`;
  return t.app.inject({ method: 'POST', url: '/api/cart/session', headers });
}
const add = (sess: string, productIndex: number, quantity: number) =>
  t.app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${products[productIndex]!.id}&quantity=${quantity}`, headers: { 'x-session-id': sess } });
const lines = async (sess: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/cart/getcart/${sess}`, headers: { 'x-session-id': sess } })).json() as CartView).items.map((i) => [
    i.product.id,
    i.quantity,
  ]);
const cartRows = (sess: string) => t.services.db.selectFrom('carts').select('id').where('session_id', '=', sess).execute();

describe(`cart session on ${dialect}`, () => {
  it('keeps the scripts’ session and points the cookie at it: HttpOnly, SameSite=Lax, for the cart’s lifetime, never cached', async () => {
    const mine = randomUUID();
    const res = await session({ header: mine });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sessId: mine });
    expect(res.headers['set-cookie']).toBe(`gubbara_cart=${mine}; Path=/; Max-Age=${30 * 24 * 3600}; HttpOnly; SameSite=Lax`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the cookie’s session when the scripts have none, and a new one when there is neither', async () => {
    const cookie = randomUUID();
    expect((await session({ cookie })).json()).toEqual({ sessId: cookie });
    const fresh = await session({});
    expect(fresh.json().sessId).toMatch(UUID_V4);
    expect(fresh.headers['set-cookie']).toContain(`gubbara_cart=${fresh.json().sessId};`);
  });

  it('moves the cookie cart’s lines into the scripts’ cart, adding quantities, and removes the cookie cart', async () => {
    const [cookie, mine] = [randomUUID(), randomUUID()];
    expect((await add(cookie, 0, 2)).statusCode).toBe(200);
    expect((await add(cookie, 1, 1)).statusCode).toBe(200);
    expect((await add(mine, 0, 3)).statusCode).toBe(200);
    const res = await session({ header: mine, cookie });
    expect(res.json()).toEqual({ sessId: mine });
    expect(await lines(mine)).toEqual([
      [products[0]!.id, 5],
      [products[1]!.id, 1],
    ]);
    expect(await cartRows(cookie)).toEqual([]);
    // Once joined, asking again changes nothing.
    await session({ header: mine, cookie: mine });
    expect(await lines(mine)).toEqual([
      [products[0]!.id, 5],
      [products[1]!.id, 1],
    ]);
  });

  it('makes a cart from the cookie’s lines for a session that had none', async () => {
    const [cookie, mine] = [randomUUID(), randomUUID()];
    await add(cookie, 2, 4);
    await session({ header: mine, cookie });
    expect(await lines(mine)).toEqual([[products[2]!.id, 4]]);
  });

  it('keeps the scripts’ quantity where adding would pass 999', async () => {
    const [cookie, mine] = [randomUUID(), randomUUID()];
    await add(cookie, 0, 500);
    await add(cookie, 1, 1);
    await add(mine, 0, 600);
    await session({ header: mine, cookie });
    expect(await lines(mine)).toEqual([
      [products[0]!.id, 600],
      [products[1]!.id, 1],
    ]);
  });

  it('moves the lines once when the same pair is joined from several tabs at once', async () => {
    const [cookie, mine] = [randomUUID(), randomUUID()];
    await add(cookie, 0, 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => session({ header: mine, cookie })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await lines(mine)).toEqual([[products[0]!.id, 2]]);
  });

  it('refuses a header that is no session id, and ignores a cookie that is none', async () => {
    const bad = await session({ header: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 400, message: 'X-Session-Id header: session id must be a lowercase UUID as made by crypto.randomUUID()' });
    expect(bad.headers['set-cookie']).toBeUndefined();
    const mine = randomUUID();
    expect((await session({ header: mine, cookie: 'junk' })).json()).toEqual({ sessId: mine });
    expect((await session({ cookie: mine.toUpperCase() })).json().sessId).not.toBe(mine.toUpperCase());
  });
});

// The anonymous cart API on a real database: its answer shapes, quantity rules, ownership and refusals.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '../../shared/cart.ts';
import { withLoggingApp } from '../helpers/app-log.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

let products: { id: number; title: string; titleHi: string | null; price: number; image: string | null; category: string }[];

const t = testContextForFile({ demo: 12 });
beforeAll(async () => {
  products = (await t.app.inject({ method: 'GET', url: '/api/home/products' })).json();
});

/** The X-Session-Id header; null sends none. */
const hdr = (sess: string | null): Record<string, string> => (sess === null ? {} : { 'x-session-id': sess });
const getCart = (sess: string, header: string | null = sess) => t.app.inject({ method: 'GET', url: `/api/cart/getcart/${sess}`, headers: hdr(header) });
const add = (sess: string, query: string, header: string | null = sess) =>
  t.app.inject({ method: 'POST', url: `/api/cart/add/${sess}?${query}`, headers: hdr(header) });
const update = (itemId: number | string, query: string, header: string | null) =>
  t.app.inject({ method: 'PUT', url: `/api/cart/updateCartItemQuantity/${itemId}?${query}`, headers: hdr(header) });
const del = (itemId: number | string, header: string | null) => t.app.inject({ method: 'DELETE', url: `/api/cart/deleteitem/${itemId}`, headers: hdr(header) });
const cartOf = async (sess: string) => (await getCart(sess)).json() as CartView;

/** A fresh cart holding `quantity` of `product`; returns the session and the line id. */
async function cartWith(productIndex = 0, quantity = 1): Promise<{ sess: string; itemId: number }> {
  const sess = randomUUID();
  const res = await add(sess, `id=${products[productIndex]!.id}&quantity=${quantity}`);
  expect(res.statusCode).toBe(200);
  return { sess, itemId: res.json().item.id };
}

describe(`cart API on ${dialect}`, () => {
  describe('GET /api/cart/getcart/{sessId}', () => {
    it('answers an unknown well-formed session with an empty cart, never cached', async () => {
      const res = await getCart(randomUUID());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [], totalQuantity: 0, total: 0 });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('lists items with id, quantity and product{title, titleHi when there is one, price, image} from the catalogue, with totals', async () => {
      const sess = randomUUID();
      const [a, b] = [products[0]!, products[1]!];
      expect((await add(sess, `id=${a.id}&quantity=2`)).statusCode).toBe(200);
      expect((await add(sess, `id=${b.id}&quantity=3&price=1`)).statusCode).toBe(200);
      const cart = await cartOf(sess);
      expect(cart.items).toHaveLength(2);
      expect(cart.items[0]).toEqual({
        id: expect.any(Number),
        quantity: 2,
        product: { id: a.id, title: a.title, ...(a.titleHi === null ? {} : { titleHi: a.titleHi }), price: a.price, image: a.image, category: a.category },
        lineTotal: 2 * a.price,
      });
      expect(cart.items[1]).toMatchObject({ quantity: 3, product: { id: b.id, title: b.title, price: b.price, image: b.image }, lineTotal: 3 * b.price });
      expect(cart.totalQuantity).toBe(5);
      expect(cart.total).toBe(2 * a.price + 3 * b.price);
    });

    it('always prices from the catalogue, as it is now', async () => {
      const { sess } = await cartWith(2, 2);
      const p = products[2]!;
      await t.services.db.updateTable('products').set({ price: 123457 }).where('id', '=', p.id).execute();
      try {
        const cart = await cartOf(sess);
        expect(cart.items[0]!.product.price).toBe(123457);
        expect(cart.total).toBe(2 * 123457);
      } finally {
        await t.services.db.updateTable('products').set({ price: p.price }).where('id', '=', p.id).execute();
      }
    });

    it('requires the X-Session-Id header to name the same session as the path', async () => {
      const { sess } = await cartWith();
      for (const header of [null, randomUUID()]) {
        const res = await getCart(sess, header);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 400, message: 'X-Session-Id header must be sent and equal the session id in the path' });
      }
    });
  });

  describe('session id format', () => {
    const bad = [
      'abc',
      'not-a-uuid-at-all-but-36-characters!',
      randomUUID().toUpperCase(),
      '00000000-0000-1000-8000-000000000000', // version 1
      '00000000-0000-4000-c000-000000000000', // wrong variant
      `${randomUUID()}x`,
      randomUUID().replace(/-/g, ''),
      "1'%20OR%20'1'='1",
      '%00',
    ];
    it.each(bad)('rejects %s with 400 on getcart and add, creating nothing', async (sess) => {
      for (const res of [await getCart(sess), await add(sess, `id=${products[0]!.id}&quantity=1`)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 400, message: 'session id must be a lowercase UUID as made by crypto.randomUUID()' });
      }
    });

    it('rejects a malformed X-Session-Id header with 400', async () => {
      const sess = randomUUID();
      expect((await getCart(sess, 'abc')).statusCode).toBe(400);
      expect((await add(sess, `id=${products[0]!.id}&quantity=1`, sess.toUpperCase())).statusCode).toBe(400);
      expect(await cartOf(sess)).toEqual({ items: [], totalQuantity: 0, total: 0 });
    });
  });

  describe('POST /api/cart/add/{sessId}', () => {
    it('adds to the same line on a second add and answers the line and the cart count', async () => {
      const sess = randomUUID();
      const p = products[3]!;
      const first = await add(sess, `id=${p.id}&quantity=1`);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 200, message: 'Added to cart', item: { id: expect.any(Number), productId: p.id, quantity: 1 }, totalQuantity: 1 });
      const second = (await add(sess, `id=${p.id}&quantity=4`)).json();
      expect(second.item).toEqual({ id: first.json().item.id, productId: p.id, quantity: 5 });
      expect(second.totalQuantity).toBe(5);
      expect((await cartOf(sess)).items).toHaveLength(1);
    });

    it('answers an unknown product with 404 and adds nothing', async () => {
      const sess = randomUUID();
      const res = await add(sess, 'id=999999&quantity=1');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'Product 999999 not found' });
      expect(await cartOf(sess)).toEqual({ items: [], totalQuantity: 0, total: 0 });
    });

    it('answers a product of an inactive category with 404, and hides such lines from the cart', async () => {
      const p = products[4]!;
      const { sess } = await cartWith(4, 2);
      const cat = await t.services.db.selectFrom('products').select('category_id').where('id', '=', p.id).executeTakeFirstOrThrow();
      await t.services.db.updateTable('categories').set({ is_active: 0 }).where('id', '=', cat.category_id).execute();
      try {
        const res = await add(sess, `id=${p.id}&quantity=1`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 404, message: `Product ${p.id} not found` });
        expect(await cartOf(sess)).toEqual({ items: [], totalQuantity: 0, total: 0 });
      } finally {
        await t.services.db.updateTable('categories').set({ is_active: 1 }).where('id', '=', cat.category_id).execute();
      }
      expect((await cartOf(sess)).items[0]!.quantity).toBe(2);
    });

    it('writes nothing for a refused add: no empty cart for an unknown product, no new use of an existing cart', async () => {
      const db = t.services.db;
      const carts = async () =>
        Number(
          (
            await db
              .selectFrom('carts')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await carts();
      for (let i = 0; i < 5; i++) {
        const res = await add(randomUUID(), 'id=2147483647&quantity=1');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 404, message: 'Product 2147483647 not found' });
      }
      expect(await carts()).toBe(before);
      // A cart that exists keeps its last-used time when an add to it is refused (unknown product, or past 999).
      const { sess } = await cartWith(0, 999);
      const lastUsed = '2026-01-01T00:00:00.000Z';
      await db.updateTable('carts').set({ updated_at: lastUsed }).where('session_id', '=', sess).execute();
      expect((await add(sess, 'id=2147483647&quantity=1')).statusCode).toBe(404);
      expect((await add(sess, `id=${products[0]!.id}&quantity=1`)).statusCode).toBe(400);
      const row = await db.selectFrom('carts').select('updated_at').where('session_id', '=', sess).executeTakeFirstOrThrow();
      expect(row.updated_at).toBe(lastUsed);
      expect(await carts()).toBe(before + 1);
    });

    it.each(['', 'id=', 'id=abc', 'id=0', 'id=-1', 'id=1.5', 'id=99999999999', 'id=1&id=2'])('rejects product %s with 400', async (q) => {
      const res = await add(randomUUID(), `${q}&quantity=1`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: 'id must be a positive whole number' });
    });
  });

  describe('quantity bounds', () => {
    const badQuantities = ['0', '-1', '-0', '1.5', '0.5', 'abc', '', '1000', '99999999999999999999999', '1e2', '0x10', '+1', '01', ' 1', 'NaN', 'Infinity'];
    const q = (v: string) => `quantity=${encodeURIComponent(v)}`;

    it.each(badQuantities)('add rejects quantity %j with 400 and a message, changing nothing', async (v) => {
      const { sess } = await cartWith(0, 3);
      const res = await add(sess, `id=${products[0]!.id}&${q(v)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: 'quantity must be a whole number from 1 to 999' });
      expect((await cartOf(sess)).items.map((i) => i.quantity)).toEqual([3]);
    });

    it.each(badQuantities)('update rejects quantity %j with 400 and a message, changing nothing', async (v) => {
      const { sess, itemId } = await cartWith(0, 3);
      const res = await update(itemId, q(v), sess);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: 'quantity must be a whole number from 1 to 999' });
      expect((await cartOf(sess)).items.map((i) => i.quantity)).toEqual([3]);
    });

    it('rejects a missing or repeated quantity', async () => {
      const { sess, itemId } = await cartWith(0, 3);
      for (const res of [
        await add(sess, `id=${products[0]!.id}`),
        await add(sess, `id=${products[0]!.id}&quantity=1&quantity=2`),
        await update(itemId, '', sess),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('quantity must be a whole number from 1 to 999');
      }
      expect((await cartOf(sess)).items[0]!.quantity).toBe(3);
    });

    it('accepts 1 and 999, and refuses an add that would take a line past 999', async () => {
      const { sess, itemId } = await cartWith(0, 999);
      const over = await add(sess, `id=${products[0]!.id}&quantity=1`);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ status: 400, message: 'quantity in the cart cannot exceed 999 for one product' });
      expect((await cartOf(sess)).items[0]!.quantity).toBe(999);
      expect((await update(itemId, 'quantity=1', sess)).json().item.quantity).toBe(1);
      expect((await add(sess, `id=${products[0]!.id}&quantity=998`)).json().item.quantity).toBe(999);
      // The bound is per line: another product still goes in.
      expect((await add(sess, `id=${products[1]!.id}&quantity=999`)).statusCode).toBe(200);
      expect((await cartOf(sess)).totalQuantity).toBe(1998);
    });
  });

  describe('ownership of update and delete', () => {
    it('lets the owning session update its line, answering the line and the cart count', async () => {
      const { sess, itemId } = await cartWith(0, 1);
      await add(sess, `id=${products[1]!.id}&quantity=2`);
      const res = await update(itemId, 'quantity=7', sess);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 200, message: 'Quantity updated', item: { id: itemId, productId: products[0]!.id, quantity: 7 }, totalQuantity: 9 });
      expect((await cartOf(sess)).items[0]!.quantity).toBe(7);
    });

    it('lets the owning session delete its line', async () => {
      const { sess, itemId } = await cartWith(0, 1);
      const res = await del(itemId, sess);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 200, message: 'Removed from cart', id: itemId, totalQuantity: 0 });
      expect((await cartOf(sess)).items).toEqual([]);
      expect((await del(itemId, sess)).statusCode).toBe(404);
    });

    const notOwned: [string, (otherSession: string) => string | null][] = [
      ['another session (with a cart)', (o) => o],
      ['another session (without a cart)', () => randomUUID()],
      ['no X-Session-Id header', () => null],
    ];
    it.each(notOwned)('answers %s with the same 404 as a missing line, on update and delete, changing nothing', async (_name, headerFor) => {
      const { sess, itemId } = await cartWith(0, 4);
      const other = await cartWith(1, 1);
      const header = headerFor(other.sess);
      const missingUpdate = await update(2_000_000_000, 'quantity=5', sess);
      const missingDelete = await del(2_000_000_000, sess);
      expect(missingUpdate.statusCode).toBe(404);
      const up = await update(itemId, 'quantity=5', header);
      const dl = await del(itemId, header);
      expect(up.statusCode).toBe(404);
      expect(dl.statusCode).toBe(404);
      expect(up.json()).toEqual({ status: 404, message: `Cart item ${itemId} not found` });
      expect(dl.json()).toEqual(up.json());
      expect(missingUpdate.json()).toEqual({ status: 404, message: 'Cart item 2000000000 not found' });
      expect(missingDelete.json()).toEqual(missingUpdate.json());
      expect((await cartOf(sess)).items.map((i) => [i.id, i.quantity])).toEqual([[itemId, 4]]);
      expect((await cartOf(other.sess)).items.map((i) => i.quantity)).toEqual([1]);
    });

    it('answers a line of an inactive category (hidden by getcart) with the same 404 on update and delete, changing nothing', async () => {
      const p = products[5]!;
      const { sess, itemId } = await cartWith(5, 2);
      const cat = await t.services.db.selectFrom('products').select('category_id').where('id', '=', p.id).executeTakeFirstOrThrow();
      await t.services.db.updateTable('categories').set({ is_active: 0 }).where('id', '=', cat.category_id).execute();
      try {
        const up = await update(itemId, 'quantity=5', sess);
        expect(up.statusCode).toBe(404);
        expect(up.json()).toEqual({ status: 404, message: `Cart item ${itemId} not found` });
        const dl = await del(itemId, sess);
        expect(dl.statusCode).toBe(404);
        expect(dl.json()).toEqual(up.json());
      } finally {
        await t.services.db.updateTable('categories').set({ is_active: 1 }).where('id', '=', cat.category_id).execute();
      }
      expect((await cartOf(sess)).items.map((i) => [i.id, i.quantity])).toEqual([[itemId, 2]]);
    });

    it.each(['abc', 'ABCDEF00-0000-4000-8000-000000000000', '00000000-0000-1000-8000-000000000000', 'x'.repeat(300)])(
      'answers a malformed X-Session-Id %s with 400 on update and delete, changing nothing',
      async (header) => {
        const { sess, itemId } = await cartWith(0, 4);
        for (const res of [await update(itemId, 'quantity=5', header), await del(itemId, header)]) {
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ status: 400, message: 'X-Session-Id header: session id must be a lowercase UUID as made by crypto.randomUUID()' });
        }
        expect((await cartOf(sess)).items[0]!.quantity).toBe(4);
      },
    );

    it.each(['abc', '0', '-1', '1.5', '99999999999', '1%20OR%201=1'])('answers a malformed item id %s with 400', async (itemId) => {
      const { sess } = await cartWith(0, 4);
      for (const res of [await update(itemId, 'quantity=5', sess), await del(itemId, sess)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 400, message: 'itemId must be a positive whole number' });
      }
      expect((await cartOf(sess)).items[0]!.quantity).toBe(4);
    });
  });

  describe('concurrency', () => {
    it('turns 100 simultaneous adds of quantity 1 on a new session into one line of 100', async () => {
      const sess = randomUUID();
      const id = products[5]!.id;
      const answers = await Promise.all(Array.from({ length: 100 }, () => add(sess, `id=${id}&quantity=1`)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
      const cart = await cartOf(sess);
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]!.quantity).toBe(100);
      const lines = await t.services.db.selectFrom('cart_items').selectAll().where('id', '=', cart.items[0]!.id).execute();
      expect(lines).toHaveLength(1);
      expect(await t.services.db.selectFrom('carts').select('id').where('session_id', '=', sess).execute()).toHaveLength(1);
      // Each answer saw a distinct running quantity: the adds were applied one after another.
      expect(new Set(answers.map((r) => r.json().item.quantity)).size).toBe(100);
    });

    it('never passes 999 under simultaneous adds: 49 of 100 fit on a line of 950', async () => {
      const { sess } = await cartWith(6, 950);
      const answers = await Promise.all(Array.from({ length: 100 }, () => add(sess, `id=${products[6]!.id}&quantity=1`)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(49);
      expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(51);
      expect((await cartOf(sess)).items[0]!.quantity).toBe(999);
    });

    // Line A is changed from every side at once while line B holds 7: each answer must describe one
    // moment of the cart (its line's quantity plus B's 7 is its count), whatever ran in between.
    it('answers simultaneous updates, adds and deletes of one line each with the cart as it left it, never a 5xx', async () => {
      const { sess, itemId } = await cartWith(0, 1);
      await add(sess, `id=${products[1]!.id}&quantity=7`);
      const addA = () => add(sess, `id=${products[0]!.id}&quantity=1`);
      const lineAnswers = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 3 === 2 ? addA() : update(itemId, `quantity=${i + 1}`, sess))));
      expect(lineAnswers.map((r) => r.statusCode)).toEqual(Array(60).fill(200));
      for (const r of lineAnswers) expect(r.json().totalQuantity).toBe(r.json().item.quantity + 7);
      const before = await cartOf(sess);
      expect(before.totalQuantity).toBe(before.items[0]!.quantity + 7);

      const mixed = await Promise.all(
        Array.from({ length: 60 }, (_, i) => [() => update(itemId, `quantity=${i + 1}`, sess), () => del(itemId, sess), addA][i % 3]!()),
      );
      expect(mixed.filter((r) => r.statusCode >= 500)).toEqual([]);
      const deleted = mixed.filter((r) => r.statusCode === 200 && r.json().message === 'Removed from cart');
      expect(deleted.map((r) => r.json())).toEqual([{ status: 200, message: 'Removed from cart', id: itemId, totalQuantity: 7 }]);
      for (const r of mixed.filter((r) => r.statusCode === 200 && r.json().item)) expect(r.json().totalQuantity).toBe(r.json().item.quantity + 7);
      const after = await cartOf(sess);
      expect(after.items.find((i) => i.id === itemId)).toBeUndefined();
      expect(after.items.find((i) => i.product.id === products[1]!.id)?.quantity).toBe(7);
      expect(after.totalQuantity).toBe(after.items.reduce((s, i) => s + i.quantity, 0));
    });

    it('keeps simultaneous adds of different products as separate lines', async () => {
      const sess = randomUUID();
      await Promise.all(products.slice(0, 8).flatMap((p) => [add(sess, `id=${p.id}&quantity=1`), add(sess, `id=${p.id}&quantity=2`)]));
      const cart = await cartOf(sess);
      expect(cart.items.map((i) => i.quantity)).toEqual(Array(8).fill(3));
    });
  });

  describe('housekeeping', () => {
    it(`removes carts untouched for CART_TTL_DAYS (${30} by default), keeping the others`, async () => {
      expect(t.config.cartTtlDays).toBe(30);
      const old = await cartWith(0, 2);
      const recent = await cartWith(0, 3);
      const day = 24 * 60 * 60 * 1000;
      const longAgo = new Date(Date.now() - 31 * day).toISOString();
      await t.services.db.updateTable('carts').set({ updated_at: longAgo }).where('session_id', '=', old.sess).execute();
      const removed = await t.services.cart.cleanupExpired(new Date());
      expect(removed).toBeGreaterThanOrEqual(1);
      expect((await cartOf(old.sess)).items).toEqual([]);
      expect(await t.services.db.selectFrom('cart_items').select('id').where('id', '=', old.itemId).execute()).toEqual([]);
      expect((await cartOf(recent.sess)).items[0]!.quantity).toBe(3);
      // 29 days on, the recent cart stays; 31 days on, it goes.
      await t.services.cart.cleanupExpired(new Date(Date.now() + 29 * day));
      expect((await cartOf(recent.sess)).items).toHaveLength(1);
      await t.services.cart.cleanupExpired(new Date(Date.now() + 31 * day));
      expect((await cartOf(recent.sess)).items).toEqual([]);
    });

    it('counts an update as use of the cart', async () => {
      const { sess, itemId } = await cartWith(0, 2);
      const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
      await t.services.db.updateTable('carts').set({ updated_at: longAgo }).where('session_id', '=', sess).execute();
      expect((await update(itemId, 'quantity=3', sess)).statusCode).toBe(200);
      await t.services.cart.cleanupExpired(new Date());
      expect((await cartOf(sess)).items[0]!.quantity).toBe(3);
    });

    it('counts viewing a cart as use of it', async () => {
      const { sess } = await cartWith(0, 2);
      const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
      await t.services.db.updateTable('carts').set({ updated_at: longAgo }).where('session_id', '=', sess).execute();
      expect((await cartOf(sess)).items).toHaveLength(1);
      const row = await t.services.db.selectFrom('carts').select('updated_at').where('session_id', '=', sess).executeTakeFirstOrThrow();
      expect(Date.parse(row.updated_at)).toBeGreaterThan(Date.now() - 60_000);
      await t.services.cart.cleanupExpired(new Date());
      expect((await cartOf(sess)).items[0]!.quantity).toBe(2);
    });

    it('removes a deleted product from every cart', async () => {
      const victim = products[products.length - 1]!;
      const a = await cartWith(products.length - 1, 2);
      const b = await cartWith(products.length - 1, 5);
      await add(b.sess, `id=${products[0]!.id}&quantity=1`);
      await t.services.db.deleteFrom('products').where('id', '=', victim.id).execute();
      expect((await cartOf(a.sess)).items).toEqual([]);
      expect((await cartOf(b.sess)).items.map((i) => i.product.id)).toEqual([products[0]!.id]);
      expect(await t.services.db.selectFrom('cart_items').select('id').where('product_id', '=', victim.id).execute()).toEqual([]);
    });
  });

  describe('logging', () => {
    it('never writes a session id whole to the log', async () => {
      await withLoggingApp(t.services, {}, async (app, { raw }) => {
        const sess = randomUUID();
        const h = { 'x-session-id': sess };
        const added = await app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${products[0]!.id}&quantity=1`, headers: h });
        expect(added.statusCode).toBe(200);
        await app.inject({ method: 'GET', url: `/api/cart/getcart/${sess}`, headers: h });
        await app.inject({ method: 'PUT', url: `/api/cart/updateCartItemQuantity/${added.json().item.id}?quantity=2`, headers: h });
        await app.inject({ method: 'GET', url: `/api/cart/getcart/${sess.toUpperCase()}`, headers: h });
        const log = raw();
        expect(log).toContain('/api/cart/getcart/');
        expect(log).toContain(`/api/cart/add/${sess.slice(0, 8)}-…`);
        expect(log.toLowerCase()).not.toContain(sess);
        expect(log.toLowerCase()).not.toContain(sess.slice(9));
      });
    });
  });
});

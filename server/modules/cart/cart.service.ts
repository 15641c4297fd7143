// The anonymous cart: one cart per browser session id. Prices always come from the catalogue.
// Ownership: update and delete act only on a line of the caller's cart; anything else is the same 404.
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../../db/schema.ts';
import type { Dialect } from '../../../db/database.ts';
import { randomUUID } from 'node:crypto';
import { type CartDeleteAnswer, type CartLineAnswer, type CartView, cartCookie } from '../../../shared/cart.ts';
import { MAX_CART_QUANTITY } from '../../../shared/constants.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import * as repo from './cart.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reading a cart counts as using it, but marks it at most once an hour so reads stay reads. */
const READ_TOUCH_MS = 60 * 60 * 1000;

export const lineNotFound = (itemId: number) => notFound(`Cart item ${itemId} not found`);

export class CartService {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  readonly ttlDays: number;
  readonly #secureCookie: boolean;
  constructor(db: Kysely<Database>, dialect: Dialect, config: Pick<Config, 'cartTtlDays' | 'publicBaseUrl'>) {
    this.db = db;
    this.dialect = dialect;
    this.ttlDays = config.cartTtlDays;
    this.#secureCookie = config.publicBaseUrl?.startsWith('https://') ?? false;
  }

  /** The Set-Cookie value naming `sessionId` as the visitor's cart for as long as a cart is kept. */
  cookie(sessionId: string): string {
    return cartCookie(sessionId, this.ttlDays * (DAY_MS / 1000), this.#secureCookie);
  }

  /**
   * The one cart of a visitor whose scripts name `fromScripts` (localStorage) and whose cookie names
   * `fromCookie`: the scripts' one when they name one, else the cookie's, else a new id. A cookie cart
   * that is another is moved into it (quantities added) and removed, so what was added before the
   * scripts ran is kept.
   */
  async reconcile(fromScripts: string | undefined, fromCookie: string | undefined, now = new Date()): Promise<string> {
    const sessionId = fromScripts ?? fromCookie ?? randomUUID();
    if (fromCookie !== undefined && fromCookie !== sessionId) await this.#merge(fromCookie, sessionId, now);
    return sessionId;
  }

  /**
   * Adds the lines of `source`'s cart to `target`'s and removes `source`'s, in one transaction that locks
   * both carts in one order (by session id), so two merges of the same pair cannot deadlock. A line that
   * would pass 999, or whose product is gone, keeps the target's quantity.
   */
  async #merge(source: string, target: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const s of [source, target].sort()) await repo.lockCart(trx, s, this.dialect);
      const lines = await repo.listLines(trx, source);
      if (lines.length > 0) {
        const cartId = await repo.upsertCart(trx, target, at);
        for (const line of lines) await repo.addToLine(trx, cartId, line.product_id, line.quantity, at);
      }
      await repo.deleteCart(trx, source);
    });
  }

  /** The session's cart; an unknown (well-formed) session is an empty cart. */
  async getCart(sessionId: string, now = new Date()): Promise<CartView> {
    const rows = await repo.listLines(this.db, sessionId);
    const first = rows[0];
    if (first && Date.parse(first.cart_updated_at) < now.getTime() - READ_TOUCH_MS) await repo.touchCart(this.db, first.cart_id, now.toISOString());
    let totalQuantity = 0;
    let total = 0;
    const items = rows.map((r) => {
      const lineTotal = r.price * r.quantity;
      totalQuantity += r.quantity;
      total += lineTotal;
      // The Hindi title only when the owner wrote one, as the search suggestions give it.
      const titleHi = r.title_hi?.trim() ? { titleHi: r.title_hi } : {};
      return { id: r.id, quantity: r.quantity, product: { id: r.product_id, title: r.title, ...titleHi, price: r.price, image: r.image, category: r.category }, lineTotal };
    });
    return { items, totalQuantity, total };
  }

  /**
   * Adds to the product's line, creating cart and line as needed, in one transaction: a refused add
   * (404 unknown/inactive product, 400 past 999) rolls back, so it neither creates an empty cart nor
   * marks an existing one as used.
   */
  async add(sessionId: string, productId: number, quantity: number, now = new Date()): Promise<CartLineAnswer> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const cartId = await repo.upsertCart(trx, sessionId, at);
      const line = await repo.addToLine(trx, cartId, productId, quantity, at);
      if (!line) {
        if (!(await repo.isActiveProduct(trx, productId))) throw notFound(`Product ${productId} not found`);
        throw badRequest(`quantity in the cart cannot exceed ${MAX_CART_QUANTITY} for one product`);
      }
      return {
        status: 200,
        message: 'Added to cart',
        item: { id: line.id, productId, quantity: line.quantity },
        totalQuantity: await repo.totalQuantity(trx, cartId),
      };
    });
  }

  /** Sets the quantity of a line of the session's cart; any other line is a 404 and nothing changes. */
  async updateQuantity(sessionId: string | undefined, itemId: number, quantity: number, now = new Date()): Promise<CartLineAnswer> {
    const { line, totalQuantity } = await this.#changeLine(sessionId, itemId, now, (trx, cartId, at) =>
      repo.setLineQuantity(trx, cartId, itemId, quantity, at),
    );
    return { status: 200, message: 'Quantity updated', item: { id: line.id, productId: line.product_id, quantity: line.quantity }, totalQuantity };
  }

  /** Removes a line of the session's cart; any other line is a 404 and nothing changes. */
  async deleteItem(sessionId: string | undefined, itemId: number, now = new Date()): Promise<CartDeleteAnswer> {
    const { line, totalQuantity } = await this.#changeLine(sessionId, itemId, now, (trx, cartId) => repo.deleteLine(trx, cartId, itemId));
    return { status: 200, message: 'Removed from cart', id: line.id, totalQuantity };
  }

  /**
   * Changes a line of the session's cart and counts the cart, in one transaction that takes the cart row
   * first, as add does: calls on one cart queue instead of deadlocking, and the count is the cart as this
   * call left it. A line that is not the session's (or no session) is a 404, and nothing changes.
   */
  async #changeLine<L>(
    sessionId: string | undefined,
    itemId: number,
    now: Date,
    change: (trx: Kysely<Database>, cartId: number, at: string) => Promise<L | undefined>,
  ): Promise<{ line: L; totalQuantity: number }> {
    if (sessionId === undefined) throw lineNotFound(itemId);
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const cartId = await repo.touchSessionCart(trx, sessionId, at);
      const line = cartId === undefined ? undefined : await change(trx, cartId, at);
      // Thrown inside the transaction, so the cart's mark of use is rolled back with it.
      if (cartId === undefined || line === undefined) throw lineNotFound(itemId);
      return { line, totalQuantity: await repo.totalQuantity(trx, cartId) };
    });
  }

  /** Removes carts untouched for CART_TTL_DAYS as of `now`; returns how many went. */
  async cleanupExpired(now = new Date()): Promise<number> {
    return repo.deleteCartsBefore(this.db, new Date(now.getTime() - this.ttlDays * DAY_MS).toISOString());
  }
}

// The anonymous cart: one cart per browser session id. Prices always come from the catalogue.
// Ownership: update and delete act only on a line of the caller's cart; anything else is the same 404.
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../../db/schema.ts';
import type { Dialect } from '../../../db/database.ts';
import type { CartDeleteAnswer, CartLineAnswer, CartView } from '../../../shared/cart.ts';
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
  constructor(db: Kysely<Database>, dialect: Dialect, config: Pick<Config, 'cartTtlDays'>) {
    this.db = db;
    this.dialect = dialect;
    this.ttlDays = config.cartTtlDays;
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
      return { id: r.id, quantity: r.quantity, product: { id: r.product_id, title: r.title, price: r.price, image: r.image, category: r.category }, lineTotal };
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

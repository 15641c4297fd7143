// All cart SQL. Functions take the Kysely instance (or a transaction) first. Every write is one
// statement; a call that needs several (adding, changing or removing a line: the cart, then the line)
// runs them in one transaction that always takes the cart row before any line, so concurrent calls on
// one cart queue instead of deadlocking.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { MAX_CART_QUANTITY } from '../../../shared/constants.ts';

/** Creates the session's cart or marks it used; returns its id. One atomic upsert. */
export async function upsertCart(db: Kysely<Database>, sessionId: string, now: string): Promise<number> {
  const row = await db
    .insertInto('carts')
    .values({ session_id: sessionId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ updated_at: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Adds `quantity` of an active product to a cart line in ONE statement: INSERT … SELECT (the product must
 * exist in an active category; its price is never stored or taken from the client) ON CONFLICT on the
 * unique (cart_id, product_id) pair adding to the line, guarded by the 999 bound. Returns the line, or
 * undefined when the product is unknown/inactive or the bound would be passed (nothing changed then).
 */
export async function addToLine(
  db: Kysely<Database>,
  cartId: number,
  productId: number,
  quantity: number,
  now: string,
): Promise<{ id: number; quantity: number } | undefined> {
  return db
    .insertInto('cart_items')
    .columns(['cart_id', 'product_id', 'quantity', 'created_at', 'updated_at'])
    .expression(
      db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select([
          sql<number>`cast(${cartId} as integer)`.as('cart_id'),
          'p.id as product_id',
          sql<number>`cast(${quantity} as integer)`.as('quantity'),
          sql<string>`cast(${now} as varchar(40))`.as('created_at'),
          sql<string>`cast(${now} as varchar(40))`.as('updated_at'),
        ])
        // SQLite needs a WHERE here to parse ON CONFLICT after INSERT … SELECT; we have one.
        .where('p.id', '=', productId)
        .where('c.is_active', '=', 1),
    )
    .onConflict((oc) =>
      oc
        .columns(['cart_id', 'product_id'])
        .doUpdateSet({ quantity: sql`cart_items.quantity + excluded.quantity`, updated_at: sql`excluded.updated_at` })
        .where(sql<number>`cart_items.quantity + excluded.quantity`, '<=', MAX_CART_QUANTITY),
    )
    .returning(['id', 'quantity'])
    .executeTakeFirst();
}

/** Ids of the products a visitor can see: those in an active category. */
const visibleProducts = (db: Kysely<Database>) =>
  db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id').select('p.id').where('c.is_active', '=', 1);

export async function isActiveProduct(db: Kysely<Database>, productId: number): Promise<boolean> {
  const row = await visibleProducts(db).where('p.id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the session's cart used and so takes its row for the rest of the transaction (the lock add's
 * upsert takes first too); returns its id, or undefined when the session has no cart.
 */
export async function touchSessionCart(db: Kysely<Database>, sessionId: string, now: string): Promise<number | undefined> {
  const row = await db.updateTable('carts').set({ updated_at: now }).where('session_id', '=', sessionId).returning('id').executeTakeFirst();
  return row?.id;
}

/**
 * Sets a line's quantity if the line is in the cart and its product is visible (getcart hides the lines
 * of inactive categories, so they cannot be changed either); one statement.
 */
export async function setLineQuantity(
  db: Kysely<Database>,
  cartId: number,
  itemId: number,
  quantity: number,
  now: string,
): Promise<{ id: number; product_id: number; quantity: number } | undefined> {
  return db
    .updateTable('cart_items')
    .set({ quantity, updated_at: now })
    .where('id', '=', itemId)
    .where('cart_id', '=', cartId)
    .where('product_id', 'in', visibleProducts(db))
    .returning(['id', 'product_id', 'quantity'])
    .executeTakeFirst();
}

/** Deletes a line if it is in the cart and its product is visible, as for setLineQuantity; one statement. */
export async function deleteLine(db: Kysely<Database>, cartId: number, itemId: number): Promise<{ id: number } | undefined> {
  return db
    .deleteFrom('cart_items')
    .where('id', '=', itemId)
    .where('cart_id', '=', cartId)
    .where('product_id', 'in', visibleProducts(db))
    .returning('id')
    .executeTakeFirst();
}

export async function touchCart(db: Kysely<Database>, cartId: number, now: string): Promise<void> {
  await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
}

/** The sum of quantities of a cart's lines of active products (what the header badge shows). */
export async function totalQuantity(db: Kysely<Database>, cartId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('i.quantity'), eb.lit(0)).as('n'))
    .where('i.cart_id', '=', cartId)
    .where('c.is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface LineRow {
  cart_id: number;
  cart_updated_at: string;
  id: number;
  quantity: number;
  product_id: number;
  title: string;
  title_hi: string | null;
  price: number;
  image: string | null;
  category: string;
}

/** A session's lines of active products with their catalogue price, oldest first. One query. */
export async function listLines(db: Kysely<Database>, sessionId: string): Promise<LineRow[]> {
  return db
    .selectFrom('carts as k')
    .innerJoin('cart_items as i', 'i.cart_id', 'k.id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'k.id as cart_id',
      'k.updated_at as cart_updated_at',
      'i.id',
      'i.quantity',
      'p.id as product_id',
      'p.title',
      'p.title_hi',
      'p.price',
      'p.image',
      'c.slug as category',
    ])
    .where('k.session_id', '=', sessionId)
    .where('c.is_active', '=', 1)
    .orderBy('i.id')
    .execute();
}

/** Removes carts (and, by cascade, their lines) untouched since `cutoff`; returns how many. */
export async function deleteCartsBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const r = await db.deleteFrom('carts').where('updated_at', '<', cutoff).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Locks the session's cart row for the rest of the transaction, so two order requests from one cart
 * run one after the other (the second then finds the cart empty). SQLite runs one write transaction at
 * a time anyway; PostgreSQL needs the row lock.
 */
export async function lockCart(db: Kysely<Database>, sessionId: string, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const q = db.selectFrom('carts').select('id').where('session_id', '=', sessionId);
  await (dialect === 'postgres' ? q.forUpdate() : q).execute();
}

/** Removes every line of a cart (the cart itself stays, so the session keeps its cart). */
export async function emptyCart(db: Kysely<Database>, cartId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
}

/** Removes the session's cart and, by cascade, its lines. */
export async function deleteCart(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('carts').where('session_id', '=', sessionId).execute();
}

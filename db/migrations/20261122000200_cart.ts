// The anonymous cart: one cart per browser session id, one line per (cart, product).
import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pk = idType(db);
  const auto = !isPostgres(db);
  const now = sql`CURRENT_TIMESTAMP`;
  await db.schema
    .createTable('carts')
    .addColumn('id', pk, (c) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('session_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('carts_updated_at_idx').on('carts').column('updated_at').execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', pk, (c) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1 AND quantity <= 999`))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('cart_items_cart_product_uq', ['cart_id', 'product_id'])
    .execute();
  // Deleting a product cascades here; without an index PostgreSQL would scan every line.
  await db.schema.createIndex('cart_items_product_idx').on('cart_items').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_items').execute();
  await db.schema.dropTable('carts').execute();
}

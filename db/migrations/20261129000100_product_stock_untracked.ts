// A product's stock may be empty: a service (a decoration at the venue) is not counted, so it is never
// "out of stock". Rows keep their numbers and the default stays 0. Both databases drop the constraint in
// place with the same statement (the SQLite that Node 24.21 ships, 3.53, has ALTER COLUMN … DROP NOT
// NULL), so the products table, its indexes and its search and catalogue-version triggers are not
// rebuilt; an older SQLite refuses the statement and the server does not start half-migrated.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .alterColumn('stock', (c) => c.dropNotNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('products').set({ stock: 0 }).where('stock', 'is', null).execute();
  await db.schema
    .alterTable('products')
    .alterColumn('stock', (c) => c.setNotNull())
    .execute();
}

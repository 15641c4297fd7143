// The counts and sizes the owner's system page reads: one small query each, all cheap on a large
// catalogue (count(*) on primary keys, one GROUP BY over the leads' status).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { LEAD_STATUSES, type LeadStatus } from '../../../shared/leads.ts';
import type { Counts } from '../../../shared/system.ts';

export async function counts(db: Kysely<Database>): Promise<Counts> {
  const count = (table: 'products' | 'categories' | 'carts') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const [products, categories, carts, byStatus] = await Promise.all([
    count('products'),
    count('categories'),
    count('carts'),
    db
      .selectFrom('leads')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
  ]);
  const leads = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const row of byStatus) leads[row.status] = Number(row.n);
  return { products, categories, carts, leads };
}

/** The newest migration the database records (null before the first). */
export async function latestMigration(db: Kysely<Database>): Promise<string | null> {
  const row = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(db);
  return row.rows[0]?.name ?? null;
}

/** PostgreSQL: the bytes the current database takes on the server's disk. */
export async function postgresDatabaseBytes(db: Kysely<Database>): Promise<number> {
  const r = await sql<{ bytes: number | string }>`SELECT pg_database_size(current_database()) AS bytes`.execute(db);
  return Number(r.rows[0]!.bytes);
}

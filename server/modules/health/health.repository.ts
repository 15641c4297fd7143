// Health SQL: the cheapest statement that proves the database answers. What migrations it holds is read
// by db/migrate.ts, which the migrator shares.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** Resolves once the database has answered a query; rejects with its error otherwise. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

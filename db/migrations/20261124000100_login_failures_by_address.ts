// Failed logins are counted per (username, client address) and per address instead of per username
// alone, so failures sent from elsewhere cannot lock an admin out: a 'fail' row keeps both the
// address (key) and the username tried (username_key), and an unlock clears an account's rows.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_attempts').addColumn('username_key', 'varchar(200)').execute();
  // The per-username failure rows of the old rule count for nothing now (they expire within 15 minutes anyway).
  await db.deleteFrom('login_attempts').where('kind', '=', 'user').execute();
  await db.schema.createIndex('login_attempts_username_idx').on('login_attempts').column('username_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_attempts_username_idx').execute();
  await db.schema.alterTable('login_attempts').dropColumn('username_key').execute();
}

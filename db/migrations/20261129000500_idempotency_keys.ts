// Repeat-safe public forms: a form sent again with the same Idempotency-Key (a retry after a timeout, a
// phone's outbox sending what it kept offline, two tabs) gets the first answer instead of making a
// second lead. The key's row is claimed by its primary key before the request is handled, so two
// instances (or two concurrent requests) agree on which one does the work. And one random secret per
// shop, made at first use, signing the forms' start times: every instance reads the same one.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    // SHA-256 (hex) of the method, path and body: the same key with another request is refused.
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    // Null while the first request is being handled.
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    // Milliseconds since the epoch, as the rate-limit counters keep them.
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_expires_idx').on('idempotency_keys').column('expires_at').execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropTable('idempotency_keys').execute();
}

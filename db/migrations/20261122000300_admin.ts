// Admin accounts, their server-side sessions and the failed-login counters.
import type { Kysely } from 'kysely';
import { idType, isPostgres } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pk = idType(db);
  const auto = !isPostgres(db);
  await db.schema
    .createTable('admins')
    .addColumn('id', pk, (c) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    // Lower-cased username: one account per name whatever its case.
    .addColumn('username_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    // SHA-256 (hex) of the random token held in the cookie; the token itself is never stored.
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_admin_idx').on('admin_sessions').column('admin_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', pk, (c) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey()))
    // 'user' rows are failed logins for a username; 'ip' rows are every login attempt from an address.
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('attempted_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_key_idx').on('login_attempts').columns(['kind', 'key', 'attempted_at']).execute();
  await db.schema.createIndex('login_attempts_time_idx').on('login_attempts').column('attempted_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute();
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema.dropTable('admins').execute();
}

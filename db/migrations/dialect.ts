// Helpers for migrations: the same migration files serve SQLite and PostgreSQL.
import { type Kysely, PostgresAdapter } from 'kysely';

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key column type. */
export function idType(db: Kysely<any>) {
  return isPostgres(db) ? 'serial' : 'integer';
}

export function blob(db: Kysely<any>) {
  return isPostgres(db) ? 'bytea' : 'blob';
}

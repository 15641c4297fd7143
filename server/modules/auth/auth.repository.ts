// All SQL of admin accounts, sessions and login throttling. Functions take the Kysely instance (or a
// transaction) first; times are ISO strings, as stored.
import type { Insertable, Kysely } from 'kysely';
import type { AdminsTable, AdminSessionsTable, Database, LoginAttemptsTable } from '../../../db/schema.ts';

// ---- login attempts ------------------------------------------------------------------------

export async function deleteAttemptsBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('attempted_at', '<', before).execute();
}

export async function insertAttempt(db: Kysely<Database>, attempt: Insertable<LoginAttemptsTable>): Promise<number> {
  const row = await db.insertInto('login_attempts').values(attempt).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

/** When the attempts of `kind` from an address (for one username, if given) after `since` were made, oldest first. */
export async function attemptTimes(
  db: Kysely<Database>,
  kind: LoginAttemptsTable['kind'],
  address: string,
  since: string,
  usernameKey?: string,
): Promise<string[]> {
  let q = db.selectFrom('login_attempts').select('attempted_at').where('kind', '=', kind).where('key', '=', address).where('attempted_at', '>', since);
  if (usernameKey !== undefined) q = q.where('username_key', '=', usernameKey);
  const rows = await q.orderBy('attempted_at', 'asc').execute();
  return rows.map((r) => r.attempted_at);
}

/** Forgets an account's failed logins: from one address, or (without one) from every address. */
export async function deleteFailures(db: Kysely<Database>, usernameKey: string, address?: string): Promise<void> {
  let q = db.deleteFrom('login_attempts').where('kind', '=', 'fail').where('username_key', '=', usernameKey);
  if (address !== undefined) q = q.where('key', '=', address);
  await q.execute();
}

// ---- sessions ------------------------------------------------------------------------------

export async function insertSession(db: Kysely<Database>, session: AdminSessionsTable): Promise<void> {
  await db.insertInto('admin_sessions').values(session).execute();
}

/** The session of a token hash with its admin, or undefined. */
export function findSession(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select(['s.created_at', 's.last_seen_at', 'a.id', 'a.username', 'a.is_active'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<Database>, tokenHash: string, at: string): Promise<void> {
  await db.updateTable('admin_sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Sessions of anyone created at or before `createdBy`, or last used at or before `seenBy`. */
export async function deleteExpiredSessions(db: Kysely<Database>, createdBy: string, seenBy: string): Promise<void> {
  await db
    .deleteFrom('admin_sessions')
    .where((eb) => eb.or([eb('created_at', '<=', createdBy), eb('last_seen_at', '<=', seenBy)]))
    .execute();
}

/** Ends an admin's sessions, but for the one of `keepTokenHash` when given. */
export async function deleteSessionsOf(db: Kysely<Database>, adminId: number, keepTokenHash?: string): Promise<void> {
  let q = db.deleteFrom('admin_sessions').where('admin_id', '=', adminId);
  if (keepTokenHash !== undefined) q = q.where('token_hash', '<>', keepTokenHash);
  await q.execute();
}

// ---- accounts ------------------------------------------------------------------------------

export function findAdminByKey(db: Kysely<Database>, usernameKey: string) {
  return db.selectFrom('admins').select(['id', 'username', 'password_hash', 'is_active']).where('username_key', '=', usernameKey).executeTakeFirst();
}

export function findAdminById(db: Kysely<Database>, id: number) {
  return db.selectFrom('admins').select(['id', 'username_key', 'password_hash']).where('id', '=', id).executeTakeFirst();
}

export async function anyAdmin(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export function listAdmins(db: Kysely<Database>) {
  return db.selectFrom('admins').select(['id', 'username', 'is_active', 'created_at']).orderBy('id').execute();
}

export async function insertAdmin(db: Kysely<Database>, admin: Insertable<AdminsTable>): Promise<number> {
  const row = await db.insertInto('admins').values(admin).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdmin(
  db: Kysely<Database>,
  id: number,
  change: Pick<AdminsTable, 'updated_at'> & Partial<Pick<AdminsTable, 'is_active' | 'password_hash'>>,
): Promise<void> {
  await db.updateTable('admins').set(change).where('id', '=', id).execute();
}

// The SQL of repeat-safe requests (plugins/idempotency.ts): one row per Idempotency-Key in
// `idempotency_keys`, claimed by its primary key. Functions take the Kysely instance first.
import type { Kysely } from 'kysely';
import type { Database, IdempotencyKeysTable } from '../../db/schema.ts';

/**
 * Claims `key` for the request with `fingerprint`: true when this request inserted the row and so
 * does the work, false when another request holds or answered it. The primary key decides between
 * concurrent requests on every instance.
 */
export async function claimKey(db: Kysely<Database>, key: string, fingerprint: string, now: number, ttlMs: number): Promise<boolean> {
  const r = await db
    .insertInto('idempotency_keys')
    .values({ key, fingerprint, status: null, body: null, created_at: now, expires_at: now + ttlMs })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function findKey(db: Kysely<Database>, key: string): Promise<IdempotencyKeysTable | undefined> {
  const row = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
  return row && { ...row, status: row.status === null ? null : Number(row.status), created_at: Number(row.created_at), expires_at: Number(row.expires_at) };
}

/** Keeps the first answer to the claimed key. */
export async function answerKey(db: Kysely<Database>, key: string, status: number, body: string): Promise<void> {
  await db.updateTable('idempotency_keys').set({ status, body }).where('key', '=', key).where('status', 'is', null).execute();
}

/**
 * Gives a claim up (the request was refused or failed, so a retry may do it), or takes over one that
 * was claimed at `claimedAt` and never answered (its instance stopped mid-request).
 */
export async function releaseKey(db: Kysely<Database>, key: string, claimedAt?: number): Promise<void> {
  let q = db.deleteFrom('idempotency_keys').where('key', '=', key).where('status', 'is', null);
  if (claimedAt !== undefined) q = q.where('created_at', '=', claimedAt);
  await q.execute();
}

/** Keys past their day; returns how many went. */
export async function deleteExpiredKeys(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const r = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).executeTakeFirst();
  return Number(r.numDeletedRows);
}

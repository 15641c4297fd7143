// The rate-limit store's SQL (plugins/rate-limit.ts): one counter row per key in `rate_limits`.
// Functions take the Kysely instance first, as a module's repository does.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One atomic upsert per request: a window that has ended starts again at 1. */
export async function hit(db: Kysely<Database>, key: string, windowMs: number, now = Date.now()): Promise<{ current: number; ttl: number }> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.hits + 1 END`,
        reset_at: sql`CASE WHEN rate_limits.reset_at <= ${now} THEN ${resetAt} ELSE rate_limits.reset_at END`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at) - now) };
}

/** Counters whose window has ended; returns how many went. */
export async function deleteExpiredCounters(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const r = await db.deleteFrom('rate_limits').where('reset_at', '<=', now).executeTakeFirst();
  return Number(r.numDeletedRows);
}

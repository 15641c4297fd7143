// @fastify/rate-limit with its counters in our database, so several instances behind one PostgreSQL
// count every request together (an in-memory counter per instance would let a client get N times the
// limit by being balanced across N instances). Routes opt in with `config: { rateLimit: {...} }` and
// share a counter through `groupId`.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../http-errors.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

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

/**
 * A store class for @fastify/rate-limit bound to one database. The plugin already appends a route's
 * groupId to its keys; a route without one gets its method and path in front, so routes never share
 * a counter by accident.
 */
function databaseStore(db: Kysely<Database>) {
  return class DatabaseStore {
    readonly prefix: string;
    constructor(opts: { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } } = {}) {
      this.prefix = opts.groupId ? '' : `${String(opts.routeInfo?.method ?? '')} ${opts.routeInfo?.url ?? ''}|`;
    }
    incr(key: string, cb: Callback, timeWindow: number): void {
      hit(db, `${this.prefix}${key}`, timeWindow).then(
        (r) => cb(null, r),
        (err: unknown) => cb(err as Error),
      );
    }
    child(routeOptions: { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } }): DatabaseStore {
      return new DatabaseStore(routeOptions);
    }
  };
}

export async function registerRateLimit(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db) as never,
    // An unreachable database fails the request (503 by the error handler) rather than waving it through.
    skipOnError: false,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests: please try again in ${ctx.after}.`, { 'Retry-After': String(Math.max(1, Math.ceil(ctx.ttl / 1000))) }),
  });
}

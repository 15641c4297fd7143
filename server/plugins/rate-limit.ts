// @fastify/rate-limit with its counters in our database, so several instances behind one PostgreSQL
// count every request together (an in-memory counter per instance would let a client get N times the
// limit by being balanced across N instances). Routes opt in with `config: { rateLimit: {...} }` and
// share a counter through `groupId`. The store's SQL is in rate-limit.repository.ts.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../http-errors.ts';
import { hit } from './rate-limit.repository.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

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

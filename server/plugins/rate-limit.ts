// @fastify/rate-limit with its counters in our database, so several instances behind one PostgreSQL
// count every request together (an in-memory counter per instance would let a client get N times the
// limit by being balanced across N instances). Routes opt in with `config: { rateLimit: {...} }` and
// share a counter through `groupId`. The store's SQL is in rate-limit.repository.ts.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    errorResponseBuilder: (_req, ctx) => tooManyRequests(ctx.after, ctx.ttl),
  });
}

function tooManyRequests(after: string, ttlMs: number): HttpError {
  return new HttpError(429, `Too many requests: please try again in ${after}.`, { 'Retry-After': String(Math.max(1, Math.ceil(ttlMs / 1000))) });
}

/** A wait as the plugin words it in its answers: rounded to the largest unit ("10 minutes", "1 hour"). */
function waitInWords(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1000, 'second'],
  ];
  for (const [size, name] of units) {
    if (ms >= size) {
      const n = Math.round(ms / size);
      return `${n} ${name}${n === 1 ? '' : 's'}`;
    }
  }
  return '1 second';
}

export interface ExtraLimit {
  /** Names the counter; two limits of one route must differ. */
  name: string;
  max: number;
  timeWindow: number;
  key: (req: FastifyRequest) => string;
}

/**
 * A preHandler counting a request against one more limit than the route's `config.rateLimit` (the
 * plugin runs one limit per route): the same store and the same 429 answer. Placed after the route's
 * own checks, so a refused request is never counted.
 */
export function extraLimit(app: FastifyInstance, limit: ExtraLimit): (req: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindow, keyGenerator: (req) => `${limit.name}:${limit.key(req)}|` });
  return async (req) => {
    const r = await check(req);
    if (!r.isAllowed && r.isExceeded) throw tooManyRequests(waitInWords(r.ttl), r.ttl);
  };
}

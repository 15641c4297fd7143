// Repeat-safe public forms. A form that sends an `Idempotency-Key` header (a random id the page makes
// when the form is first filled) may be sent again — a retry after a timeout, the phone's outbox sending
// what it kept while offline, the same outbox in two tabs — and the shop acts on it once: the first
// request claims the key (a row under its primary key, so concurrent requests on any instance agree),
// its answer is kept for a day, and every repeat gets that answer. A repeat that arrives while the first
// is still being handled waits for it. The same key with another body is a 422: the page has a bug or
// the key was guessed. Only successful answers are kept; a refused or failed request gives the key up,
// so the corrected form can go with it. Without the header a route behaves as it always did.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { HttpError, badRequest } from '../http-errors.ts';
import { answerKey, claimKey, deleteExpiredKeys, findKey, releaseKey } from './idempotency.repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key's answer is kept. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request with its key to be answered. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
/** A claim unanswered for this long belongs to a request whose instance stopped: a repeat takes it over. */
const STALE_MS = 60_000;
/** What a key may be: the browser's crypto.randomUUID(), or another client's id of similar shape. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** The header as a route declares it (documented; the preHandler checks it). */
export const idempotencyHeader = {
  [IDEMPOTENCY_HEADER]: z.string().regex(KEY_PATTERN).optional().meta({
    description:
      'A random id (16–100 letters, digits, - or _) made once per form. A repeat with the same key within 24 hours gets the first answer and creates nothing; the same key with a different body is refused with 422.',
  }),
};

/** The claim a request holds, for its onSend hook. */
const claims = new WeakMap<FastifyRequest, string>();

/** JSON with every object's keys in order, so the same values make the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function fingerprint(req: FastifyRequest): string {
  return createHash('sha256')
    .update(`${req.method} ${req.url.split('?')[0]}\n${canonical(req.body)}`)
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The pair of route hooks making a route repeat-safe: `preHandler` (placed after the route's own checks
 * of the form, before its rate limits, so a repeat is not counted again) and `onSend`.
 */
export function idempotent(db: Kysely<Database>) {
  async function preHandler(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return undefined;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw badRequest(`${IDEMPOTENCY_HEADER} must be 16 to 100 letters, digits, - or _`);
    const print = fingerprint(req);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const now = Date.now();
      if (await claimKey(db, header, print, now, KEY_TTL_MS)) {
        claims.set(req, header);
        return undefined;
      }
      const row = await findKey(db, header);
      if (!row) continue; // given up or expired meanwhile: claim it again
      if (row.fingerprint !== print) throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
      if (row.expires_at <= now) {
        await deleteExpiredKeys(db, now);
        continue;
      }
      if (row.status !== null && row.body !== null) {
        return reply
          .status(row.status)
          .header('idempotent-replayed', 'true')
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .serializer((p: unknown) => String(p))
          .send(row.body);
      }
      if (now - row.created_at > STALE_MS) {
        await releaseKey(db, header, row.created_at);
        continue;
      }
      if (now >= deadline) throw new HttpError(409, 'This request is still being handled; please try again in a minute.');
      await sleep(POLL_MS);
    }
  }

  async function onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const key = claims.get(req);
    if (key === undefined) return payload;
    claims.delete(req);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    if (ok) await answerKey(db, key, reply.statusCode, payload);
    else await releaseKey(db, key);
    return payload;
  }

  return { preHandler, onSend };
}

export { deleteExpiredKeys };

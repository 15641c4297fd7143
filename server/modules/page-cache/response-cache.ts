// Answers kept in memory, compressed once: what lets one instance serve a product link broadcast to
// thousands of phones at once. Each answer is held with its brotli and gzip bytes and a strong ETag;
// a repeat is a lookup and a write of ready bytes (no loader, no React, no compressor), a repeat with
// If-None-Match a 304 of a few hundred bytes. Concurrent first requests for one key share one build.
// The owner of a cache clears it when the catalogue moves (catalog/catalogue-version.ts).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { compressOnce } from '../../compression.ts';

export interface CachedResponse {
  status: number;
  /** Sent with the body and with a 304 alike (content type, caching, the page's security policy …). */
  headers: Record<string, string>;
  /** Absent for large bodies, which are kept compressed only (see IDENTITY_KEEP_MAX_BYTES). */
  identity: Buffer | undefined;
  /** Absent for bodies too small to gain from compression. */
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  /** The content's hash; the ETag of each encoding is derived from it. */
  hash: string;
  /** Bytes held, for the cache's bound. */
  size: number;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compression saves less than a packet and costs a header. */
const MIN_COMPRESS_BYTES = 1024;
/**
 * Above this the plain bytes are not kept: the list of every product in a large catalogue is tens of MB
 * as JSON but a few MB compressed, and almost every client takes gzip or brotli. The rare one that
 * takes neither gets the gzip bytes inflated as they are sent.
 */
const IDENTITY_KEEP_MAX_BYTES = 1024 * 1024;
/** Headers, keys and bookkeeping of one entry, roughly. */
const ENTRY_OVERHEAD_BYTES = 1024;

/** An entry for a rendered or serialised body, compressed once (server/compression.ts) when big enough to gain. */
export async function encodeResponse(status: number, headers: Record<string, string>, body: Buffer): Promise<CachedResponse> {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const packed = body.length >= MIN_COMPRESS_BYTES ? await compressOnce(body, 'fast') : undefined;
  const identity = packed && body.length > IDENTITY_KEEP_MAX_BYTES ? undefined : body;
  const size = (identity?.length ?? 0) + (packed ? packed.br.length + packed.gzip.length : 0) + ENTRY_OVERHEAD_BYTES;
  return { status, headers, identity, br: packed?.br, gzip: packed?.gzip, hash, size };
}

/** The strong ETag of one encoding of an entry: the encodings are different bytes, so different tags. */
export function etagOf(entry: CachedResponse, encoding: Encoding): string {
  return encoding === 'identity' ? `"${entry.hash}"` : `"${entry.hash}.${encoding === 'br' ? 'br' : 'gz'}"`;
}

/** Brotli where the client takes it, else gzip, else the plain bytes (RFC 9110 Accept-Encoding, q=0 refuses). */
export function chooseEncoding(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  const q = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (q.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

/**
 * True when If-None-Match names this content. The comparison is weak (RFC 9110 13.1.2) and accepts the
 * tag of any encoding of it: each is the same content, which the client already holds.
 */
export function notModified(ifNoneMatch: string | undefined, entry: CachedResponse): boolean {
  if (!ifNoneMatch) return false;
  const ours = new Set([etagOf(entry, 'identity'), etagOf(entry, 'br'), etagOf(entry, 'gzip')]);
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || ours.has(tag);
  });
}

/** Sends a cached entry: the encoding the client takes, or 304 when it already holds the content. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, entry: CachedResponse): FastifyReply {
  const encoding = entry.br && entry.gzip ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
  reply.headers(entry.headers);
  if (entry.br) reply.header('vary', 'Accept-Encoding');
  // Preconditions apply to successful answers only (RFC 9110 13.2.1); a cached 404 is sent as it is.
  if (entry.status === 200) {
    reply.header('etag', etagOf(entry, encoding));
    if (notModified(req.headers['if-none-match'], entry)) return reply.code(304).send();
  }
  // Set, the compress plugin leaves the bytes alone.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : (entry.identity ?? Readable.from([entry.gzip!]).pipe(zlib.createGunzip()));
  return reply.code(entry.status).send(body);
}

export interface ResponseCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

/** An LRU of entries bounded in count and bytes, filled once per key however many ask at the same moment. */
export class ResponseCache {
  readonly #entries: LRUCache<string, CachedResponse>;
  readonly #building = new Map<string, Promise<CachedResponse | undefined>>();
  /** Moves at every clear: a build that started before it must not store what it read. */
  #generation = 0;

  constructor(opts: ResponseCacheOptions) {
    this.#entries = new LRUCache({ max: opts.maxEntries, maxSize: opts.maxBytes, sizeCalculation: (e) => e.size });
  }

  get(key: string): CachedResponse | undefined {
    return this.#entries.get(key);
  }

  /**
   * The entry for `key`: held, being built by another request (then shared), or built now by `build`.
   * `build` answers undefined for an answer that may not be kept; a request that waited on such a build
   * runs its own.
   */
  async fetch(key: string, build: () => Promise<CachedResponse | undefined>): Promise<CachedResponse | undefined> {
    const held = this.#entries.get(key);
    if (held) return held;
    const pending = this.#building.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return shared;
    }
    const generation = this.#generation;
    const building = build();
    this.#building.set(key, building);
    try {
      const entry = await building;
      if (entry && generation === this.#generation) this.#entries.set(key, entry);
      return entry;
    } finally {
      if (this.#building.get(key) === building) this.#building.delete(key);
    }
  }

  /** Drops every entry, and every build under way from being stored. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#building.clear();
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#entries.calculatedSize };
  }
}

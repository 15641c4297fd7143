// The cheapest answer a kept page or catalogue answer can get. A repeat of a public page (a product link
// broadcast to thousands of phones) or of a public catalogue call is written from memory before Fastify
// sees the request: no routing, no request and reply objects or request logger, no security plugin
// building its headers again, no validation, no handler, no compressor. The headers of each encoding are
// put together once per entry, the first time the entry is sent the ordinary way (sendKept, from
// plugins/ssr.ts and the catalogue routes), from the headers that send carried: the security headers
// every response gets, then the entry's own (a page's script policy, caching, content type). From then on
// a hit is a Map lookup and one write of ready bytes.
//
// Two doors lead here. The HTTP server's own request listener (server/app.ts) asks first, for every
// request on a socket. Fastify's first onRequest hook asks for what that listener left: requests made
// with app.inject() (the tests), and, while every request must be logged (ACCESS_LOG=all) or when a body
// is large enough to take a while to send (its slow answers are logged), every request, so that the
// access log sees them (Fastify runs onResponse hooks for a reply written through reply.raw).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CachedResponse, type ResponseCache, chooseEncoding, etagOf, notModified, sendCached } from './response-cache.ts';
import { type RequestHead, pageCacheKey } from './page-cache.ts';

type Encoding = 'br' | 'gzip' | 'identity';

/** One encoding of an entry as written: Node's flat [name, value, …] header list and the body. */
interface Sent {
  headers: string[];
  body: Buffer;
}

/** What the fast path writes for an entry. */
export interface Wire {
  sent: Partial<Record<Encoding, Sent>>;
  /** The 304: the same headers as the body would carry (a browser updates its stored page from them). */
  notModified: Partial<Record<Encoding, string[]>>;
}

const wires = new WeakMap<CachedResponse, Wire>();

function flat(headers: Record<string, string>): string[] {
  return Object.entries(headers).flat();
}

/**
 * Records how `entry` goes out, given the headers already on the response before the entry's own were
 * added (the security headers): the entry's headers replace any of the same name, as Fastify's do.
 */
function rememberWire(entry: CachedResponse, before: OutgoingHttpHeaders): void {
  if (wires.has(entry)) return;
  const common: Record<string, string> = {};
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined || name in entry.headers) continue;
    common[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  Object.assign(common, entry.headers);
  if (entry.br) common.vary = 'Accept-Encoding';
  const wire: Wire = { sent: {}, notModified: {} };
  const bodies: [Encoding, Buffer | undefined][] = [
    ['br', entry.br],
    ['gzip', entry.gzip],
    ['identity', entry.identity],
  ];
  for (const [encoding, body] of bodies) {
    if (!body) continue;
    const tagged = entry.status === 200 ? { ...common, etag: etagOf(entry, encoding) } : common;
    wire.notModified[encoding] = flat(tagged);
    const headers = encoding === 'identity' ? tagged : { ...tagged, 'content-encoding': encoding };
    wire.sent[encoding] = { headers: flat({ ...headers, 'content-length': String(body.length) }), body };
  }
  wires.set(entry, wire);
}

/**
 * Sends a kept entry from a handler (a miss, or a client the fast path leaves to the ordinary path). The
 * headers on the raw response so far are the security headers every answer gets: recorded with the
 * entry, so that the fast path can send them from then on without running that plugin again.
 */
export function sendKept(req: FastifyRequest, reply: FastifyReply, entry: CachedResponse): FastifyReply {
  rememberWire(entry, reply.raw.getHeaders());
  return sendCached(req, reply, entry);
}

/** Where the fast path looks: the page cache (production only) and the public catalogue answers. */
export interface KeptAnswers {
  pages: ResponseCache | undefined;
  answers: ResponseCache;
  /** The answer cache's key for a GET of a catalogue call, from the URL as sent (catalog.routes.ts). */
  answerKey: (url: string) => string | undefined;
}

/** Answers a request on a socket from memory, before Fastify: true when `res` has been answered. */
export type RawAnswerer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A body this large may take seconds to reach a slow phone; its answer goes through Fastify, whose
 * access log reports slow answers. Pages and single products are far smaller, compressed.
 */
const LARGE_BODY = 64 * 1024;

/**
 * Adds the hook answering kept pages and catalogue answers, and returns the same answerer for the HTTP
 * server's request listener (null when the access log must see every request). The hook is registered
 * before the security headers plugin, so a hit skips it (its headers are in the kept wire form); a miss,
 * a request that may not be answered from memory (an admin cookie on a page, the cart, a POST), a
 * catalogue call whose input is not in its plain form (the route validates and normalises it) or an entry
 * not yet sent once goes on as usual.
 */
export function registerFastPath(app: FastifyInstance, kept: KeptAnswers): RawAnswerer | null {
  const adminCookie = app.services.auth.cookieName;
  const { pages, answers, answerKey } = kept;
  const find = (req: RequestHead): CachedResponse | undefined => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url === undefined) return undefined;
    if (req.url.startsWith('/api/')) {
      const key = answerKey(req.url);
      return key === undefined ? undefined : answers.get(key);
    }
    const key = pages && pageCacheKey(req, adminCookie);
    return key === undefined ? undefined : pages?.get(key);
  };
  const answer = (req: RequestHead, res: ServerResponse, largeBodies: boolean): boolean => {
    const entry = find(req);
    const wire = entry && wires.get(entry);
    if (!entry || !wire) return false;
    // An entry with brotli and gzip is sent in the encoding the client takes; a small one as it is.
    const encoding = entry.br && entry.gzip ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    const sent = wire.sent[encoding];
    // A client taking neither brotli nor gzip of a large body gets it inflated on the ordinary path.
    if (!sent || (!largeBodies && sent.body.length >= LARGE_BODY)) return false;
    if (entry.status === 200 && notModified(req.headers['if-none-match'], entry)) res.writeHead(304, wire.notModified[encoding]).end();
    else res.writeHead(entry.status, sent.headers).end(req.method === 'HEAD' ? undefined : sent.body);
    return true;
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (answer(req, reply.raw, true)) reply.hijack();
    done();
  });
  // Once closing, every request goes through Fastify, which answers 503 and closes the connection.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  if (app.services.config.accessLog === 'all') return null;
  return (req, res) => {
    if (closing) return false;
    try {
      return answer(req, res, false);
    } catch {
      // Thrown outside Fastify it would end the process: unless the answer had begun, Fastify's own
      // hook meets it again, and its error handler answers.
      return res.headersSent;
    }
  };
}

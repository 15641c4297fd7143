// The cheapest answer a kept page can get. A repeat visit to a public page (a product link broadcast to
// thousands of phones) is answered by an onRequest hook that runs before every other one: no security
// plugin building its headers again, no handler, no router context, no compressor, no header merging.
// The status line's headers of each encoding are put together once per entry, the first time the
// entry is sent the ordinary way (plugins/ssr.ts), from the headers that send carried: the security
// headers every response gets, then the page's own (its script policy, caching, content type). From
// then on a hit is a Map lookup and one write of ready bytes. The access log still sees the request
// (Fastify runs onResponse hooks for a reply written through reply.raw).
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type CachedResponse, type ResponseCache, chooseEncoding, etagOf, notModified } from './response-cache.ts';
import { pageCacheKey } from './page-cache.ts';

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
export function rememberWire(entry: CachedResponse, before: OutgoingHttpHeaders): void {
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
 * Adds the hook answering kept pages. Registered before the security headers plugin, so a hit skips it
 * (its headers are in the kept wire form); a miss, a request that may not be answered from memory
 * (an admin cookie, the cart, a POST) or an entry not yet sent once goes on as usual.
 */
export function registerPageFastPath(app: FastifyInstance, pages: ResponseCache): void {
  const adminCookie = app.services.auth.cookieName;
  app.addHook('onRequest', (req, reply, done) => {
    const key = pageCacheKey(req, adminCookie);
    const entry = key === undefined ? undefined : pages.get(key);
    const wire = entry && wires.get(entry);
    if (!entry || !wire) return done();
    // An entry with brotli and gzip is sent in the encoding the client takes; a small one as it is.
    const encoding = entry.br && entry.gzip ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    const sent = wire.sent[encoding];
    // A client taking neither brotli nor gzip of a large body gets it inflated on the ordinary path.
    if (!sent) return done();
    reply.hijack();
    if (entry.status === 200 && notModified(req.headers['if-none-match'], entry)) reply.raw.writeHead(304, wire.notModified[encoding]).end();
    else reply.raw.writeHead(entry.status, sent.headers).end(req.method === 'HEAD' ? undefined : sent.body);
    done();
  });
}
